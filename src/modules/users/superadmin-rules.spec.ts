import { describe, expect, it } from '@jest/globals';
import { wouldRemoveLastSuperadmin } from './superadmin-rules.js';

const superadmin = { role: 'superadmin', status: 'active' } as const;

describe('wouldRemoveLastSuperadmin', () => {
  it('refuses deleting, demoting or suspending the only active superadmin', () => {
    expect(wouldRemoveLastSuperadmin(superadmin, null, 1)).toBe(true);
    expect(wouldRemoveLastSuperadmin(superadmin, { role: 'admin', status: 'active' }, 1)).toBe(true);
    expect(wouldRemoveLastSuperadmin(superadmin, { role: 'superadmin', status: 'suspended' }, 1)).toBe(true);
  });

  it('allows it while another active superadmin remains', () => {
    expect(wouldRemoveLastSuperadmin(superadmin, null, 2)).toBe(false);
    expect(wouldRemoveLastSuperadmin(superadmin, { role: 'user', status: 'active' }, 2)).toBe(false);
  });

  it('ignores changes that keep the superadmin active, and changes to anyone else', () => {
    expect(wouldRemoveLastSuperadmin(superadmin, { role: 'superadmin', status: 'active' }, 1)).toBe(false);
    expect(wouldRemoveLastSuperadmin({ role: 'admin', status: 'active' }, null, 1)).toBe(false);
    expect(wouldRemoveLastSuperadmin({ role: 'superadmin', status: 'suspended' }, null, 1)).toBe(false);
  });
});
