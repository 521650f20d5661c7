import { describe, expect, it } from 'vitest';
import { canManage, creatableRoles, generatePassword } from './user-permissions';

describe('canManage', () => {
  it('lets a superadmin do everything, to anyone', () => {
    for (const target of ['user', 'admin', 'superadmin'] as const) {
      expect(canManage('superadmin', target, 'role_change')).toBe(true);
      expect(canManage('superadmin', target, 'delete')).toBe(true);
    }
  });

  it('lets an admin manage regular users only, never roles', () => {
    for (const action of ['create', 'update', 'status_change', 'password_reset', 'delete'] as const) {
      expect(canManage('admin', 'user', action)).toBe(true);
      expect(canManage('admin', 'admin', action)).toBe(false);
      expect(canManage('admin', 'superadmin', action)).toBe(false);
    }
    expect(canManage('admin', 'user', 'role_change')).toBe(false);
  });

  it('lets a customer or nobody do nothing', () => {
    expect(canManage('user', 'user', 'update')).toBe(false);
    expect(canManage(undefined, 'user', 'update')).toBe(false);
  });

  it('offers an admin only the regular role for a new account', () => {
    expect(creatableRoles('admin')).toEqual(['user']);
    expect(creatableRoles('superadmin')).toEqual(['user', 'admin', 'superadmin']);
  });
});

describe('generatePassword', () => {
  it('mixes lower and upper case letters, digits and symbols', () => {
    for (let i = 0; i < 20; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[#%+=!?@$]/);
    }
  });

  it('differs each time', () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
