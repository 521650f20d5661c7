import { describe, expect, it } from '@jest/globals';
import { PHONE_PATTERN } from '../../common/validation/fields.js';
import { isTimeZone, OFFICE_REGIONS, toE164 } from '../../modules/offices/office-rules.js';
import { REFERENCE_AGENTS, REFERENCE_OFFICES } from './directory.js';

/** The reference data passes the same checks staff edits do, so a new install shows nothing a staff form would refuse. */
describe('reference office network and agents', () => {
  it('covers every region with valid phones, WhatsApp numbers and time zones', () => {
    expect(new Set(REFERENCE_OFFICES.map((o) => o[0]))).toEqual(new Set(OFFICE_REGIONS));
    expect(REFERENCE_OFFICES.length).toBeGreaterThanOrEqual(12);
    for (const [, name, , country, , phones, whatsapp, email, , timeZone] of REFERENCE_OFFICES) {
      expect([name, isTimeZone(timeZone)]).toEqual([name, true]);
      expect([name, country]).toEqual([name, expect.stringMatching(/^[A-Z]{2}$/)]);
      for (const phone of phones) expect([name, PHONE_PATTERN.test(phone)]).toEqual([name, true]);
      if (whatsapp !== null) expect([name, toE164(whatsapp)]).toEqual([name, whatsapp]);
      expect(email).toContain('@');
    }
    expect(REFERENCE_OFFICES.find((o) => o[0] === 'Africa' && o[2] === 'Nairobi')).toBeDefined();
  });

  it('has the three sample support agents with E.164 numbers and their languages', () => {
    expect(REFERENCE_AGENTS.map(([name]) => name)).toEqual(['Kenji Sato', 'Amina Hassan', 'Bilal Ahmed']);
    for (const [, whatsapp, languages] of REFERENCE_AGENTS) {
      expect(toE164(whatsapp)).toBe(whatsapp);
      expect(languages).toContain('English');
    }
  });
});
