import { describe, expect, it } from 'vitest';
import { checkMakeImage } from '../../makes/api/makes-api';
import type { AdminUser } from '../api/users-api';
import { toCreateBody, toUpdateBody, type UserFormValues } from './user-form';

const user = {
  id: 'u1',
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Njeri',
  accountType: 'individual',
  phone: '+254 700 000001',
  country: 'KE',
  role: 'user',
  status: 'active',
} as AdminUser;
const values = (patch: Partial<UserFormValues> = {}): UserFormValues => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  accountType: user.accountType,
  phone: user.phone ?? '',
  country: user.country ?? '',
  ...patch,
});

describe('toUpdateBody', () => {
  it('sends only what changed', () => {
    expect(toUpdateBody(user, values())).toEqual({});
    expect(toUpdateBody(user, values({ firstName: 'Amira', accountType: 'dealer' }))).toEqual({
      firstName: 'Amira',
      accountType: 'dealer',
    });
  });

  it('clears an emptied phone or country with null', () => {
    expect(toUpdateBody(user, values({ phone: ' ', country: '' }))).toEqual({ phone: null, country: null });
  });
});

describe('toCreateBody', () => {
  it('leaves out an empty password (the API then generates one) and empty optional fields', () => {
    expect(toCreateBody({ ...values({ phone: '', country: '' }), password: '', role: 'admin' })).toEqual({
      email: user.email,
      firstName: 'Amina',
      lastName: 'Njeri',
      accountType: 'individual',
      role: 'admin',
    });
    expect(toCreateBody({ ...values(), password: 'Secret#1', role: 'user' })).toMatchObject({
      password: 'Secret#1',
      phone: user.phone,
      country: 'KE',
    });
  });
});

describe('checkMakeImage', () => {
  it('takes JPG, PNG and WEBP up to 5 MB', () => {
    expect(checkMakeImage({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkMakeImage({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkMakeImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
