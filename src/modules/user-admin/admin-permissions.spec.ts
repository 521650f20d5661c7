import { describe, expect, it } from '@jest/globals';
import { ROLES } from '../users/user.entity.js';
import { ADMIN_USER_ACTIONS, canManage } from './admin-permissions.js';

describe('canManage', () => {
  it('lets a superadmin do everything to everyone', () => {
    for (const target of ROLES) for (const action of ADMIN_USER_ACTIONS) expect(canManage('superadmin', target, action)).toBe(true);
  });

  it('lets a regular user do nothing', () => {
    for (const target of ROLES) for (const action of ADMIN_USER_ACTIONS) expect(canManage('user', target, action)).toBe(false);
  });

  it('lets an admin manage regular users: create, edit, status, password reset, delete', () => {
    for (const action of ['create', 'update', 'status_change', 'password_reset', 'delete'] as const) {
      expect(canManage('admin', 'user', action)).toBe(true);
    }
  });

  it('never lets an admin change a role, not even a regular user’s', () => {
    for (const target of ROLES) expect(canManage('admin', target, 'role_change')).toBe(false);
  });

  it('keeps admins off superadmin and admin accounts (spec: only a superadmin acts on superadmins)', () => {
    for (const target of ['admin', 'superadmin'] as const) {
      for (const action of ['create', 'update', 'status_change', 'password_reset', 'delete'] as const) {
        expect(canManage('admin', target, action)).toBe(false);
      }
    }
  });

  it('lets an admin view every account', () => {
    for (const target of ROLES) expect(canManage('admin', target, 'view')).toBe(true);
  });
});
