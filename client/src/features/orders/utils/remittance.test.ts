import { describe, expect, it } from 'vitest';
import { checkRemittance, REMITTANCE_MAX_BYTES } from './remittance';

describe('checkRemittance', () => {
  it('accepts a JPG, PNG, WEBP or PDF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(checkRemittance({ name: 'copy', type, size: REMITTANCE_MAX_BYTES })).toBeNull();
    expect(checkRemittance({ name: 'COPY.PDF', type: '', size: 10 })).toBeNull();
  });
  it('asks for a file', () => {
    expect(checkRemittance(null)).toEqual({ code: 'FILE_REQUIRED' });
  });
  it('refuses other types and files over 5 MB', () => {
    expect(checkRemittance({ name: 'copy.gif', type: 'image/gif', size: 10 })).toEqual({ code: 'FILE_TYPE_UNSUPPORTED' });
    expect(checkRemittance({ name: 'copy.docx', type: '', size: 10 })).toEqual({ code: 'FILE_TYPE_UNSUPPORTED' });
    expect(checkRemittance({ name: 'copy.png', type: 'image/png', size: REMITTANCE_MAX_BYTES + 1 })).toEqual({ code: 'FILE_TOO_LARGE' });
  });
});
