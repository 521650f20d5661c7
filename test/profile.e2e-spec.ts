import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../src/modules/users/user.entity.js';
import { systemContext } from '../src/common/context/request-context.js';
import { api } from './support/api.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('profile, password and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET and PATCH /api/user/profile', () => {
    it('answers the signed-in user only', async () => {
      const a = await signedInUser(t, { firstName: 'Amina' });
      const b = await signedInUser(t, { firstName: 'Bilal' });
      expect((await api(t, a).get('/api/user/profile').expect(200)).body.firstName).toBe('Amina');
      expect((await api(t, b).get('/api/user/profile').expect(200)).body.firstName).toBe('Bilal');
    });

    it('updates the spec fields and says "Profile updated successfully"', async () => {
      const me = await signedInUser(t);
      const changes = {
        firstName: 'Bilal',
        lastName: 'Khan',
        address: '12 Shahrah-e-Faisal',
        addressContd: 'Block 6',
        city: 'Karachi',
        state: 'Sindh',
        zipCode: '75400',
        importCountry: 'pk',
        port: 'Qasim',
        phone: '+92 300 0000002',
        whatsapp: '+92 300 0000003',
        promotionOptIn: true,
        notificationsPreference: 'important',
        preferredCurrency: 'JPY',
        preferredLanguage: 'ur',
      };
      const res = await api(t, me).patch('/api/user/profile', changes).expect(200);
      expect(res.body.message).toBe('Profile updated successfully');
      expect(res.body.user).toMatchObject({ ...changes, importCountry: 'PK' });
      const again = await api(t, me).get('/api/user/profile').expect(200);
      expect(again.body).toMatchObject({ ...changes, importCountry: 'PK' });
    });

    it('clears an optional field with an empty string', async () => {
      const me = await signedInUser(t, { city: 'Nairobi' });
      const res = await api(t, me).patch('/api/user/profile', { city: '' }).expect(200);
      expect(res.body.user.city).toBeNull();
    });

    it.each([
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ importCountry: 'Pakistan' }, 'importCountry', 'Country must be a two-letter ISO code, e.g. KE'],
      [{ preferredCurrency: 'BTC' }, 'preferredCurrency', 'Currency must be one of USD, EUR, GBP, JPY'],
      [{ phone: 'abc' }, 'phone', 'Phone number is invalid'],
      [{ zipCode: 'x'.repeat(21) }, 'zipCode', 'ZIP code must be at most 20 characters'],
    ])('refuses %j with a field error', async (change, field, message) => {
      const me = await signedInUser(t);
      const res = await api(t, me).patch('/api/user/profile', change).expect(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it.each([[{ role: 'admin' }], [{ status: 'active' }], [{ email: 'new@example.com' }], [{ passwordHash: 'x' }]])(
      'refuses to change a protected field %j',
      async (change) => {
        const me = await signedInUser(t);
        const res = await api(t, me).patch('/api/user/profile', change).expect(400);
        expect(res.body.code).toBe('UNKNOWN_FIELD');
        const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: me.entity.id });
        expect(row.role).toBe('user');
        expect(row.email).toBe(me.entity.email);
      },
    );
  });

  describe('PUT /api/user/password', () => {
    it('changes the password with the current one, says "Password updated successfully", ends other sign-ins', async () => {
      const user = await createUser(t);
      const here = await signIn(t, user.email);
      const elsewhere = await signIn(t, user.email);
      const res = await api(t, here).put('/api/user/password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'N3w-pass!' }).expect(200);
      expect(res.body.message).toBe('Password updated successfully');
      await api(t, here).get('/api/user/profile').expect(200);
      await api(t, elsewhere).get('/api/user/profile').expect(401);
      await t.http.post('/api/user/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(401);
      await t.http.post('/api/user/login').send({ email: user.email, password: 'N3w-pass!' }).expect(200);
    });

    it('refuses a wrong current password and a short new one', async () => {
      const me = await signedInUser(t);
      const wrong = await api(t, me).put('/api/user/password', { currentPassword: 'nope-nope', newPassword: 'N3w-pass!' }).expect(400);
      expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' });
      const short = await api(t, me).put('/api/user/password', { currentPassword: DEFAULT_PASSWORD, newPassword: '12345' }).expect(400);
      expect(short.body.details).toContainEqual(
        expect.objectContaining({ field: 'newPassword', message: 'Password must be at least 6 characters' }),
      );
    });
  });

  describe('DELETE /api/user/account', () => {
    it('needs the password, then deletes permanently: access ends and personal data is gone', async () => {
      const me = await signedInUser(t, { firstName: 'Gone', phone: '+254700000009' });
      const refused = await api(t, me).delete('/api/user/account', { password: 'not-mine' }).expect(400);
      expect(refused.body.message).toBe('The current password is incorrect.');
      await api(t, me).get('/api/user/profile').expect(200);

      const res = await api(t, me).delete('/api/user/account', { password: DEFAULT_PASSWORD }).expect(200);
      expect(res.body.message).toBe('Account deleted successfully');
      await api(t, me).get('/api/user/profile').expect(401);
      await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken }).expect(401);
      await t.http.post('/api/user/login').send({ email: me.entity.email, password: DEFAULT_PASSWORD }).expect(401);
      expect(await t.dataSource.getRepository(User).countBy({ email: me.entity.email })).toBe(0);
      const leftovers = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM auth_sessions WHERE user_id = $1)::int AS sessions, (SELECT count(*) FROM account_activity WHERE user_id = $1)::int AS activity`,
        [me.entity.id],
      );
      expect(leftovers[0]).toEqual({ sessions: 0, activity: 0 });
    });

    it('for an account without a password, asks for the email typed again', async () => {
      const entity = await createUser(t, { password: null });
      // Such accounts sign in through Google or Facebook; start a session directly for the test.
      const { token } = await t.app
        .get((await import('../src/modules/auth/sessions.service.js')).SessionsService)
        .start(systemContext(), entity, 'google', false);
      const auth = `Bearer ${token}`;
      await api(t, auth).delete('/api/user/account', { confirmEmail: 'someone@else.com' }).expect(400);
      await api(t, auth).delete('/api/user/account', { confirmEmail: entity.email.toUpperCase() }).expect(200);
    });

    it('never deletes the last superadmin', async () => {
      const boss = await signedInUser(t, { role: 'superadmin' });
      const others = await t.dataSource.getRepository(User).countBy({ role: 'superadmin', status: 'active' });
      if (others > 1)
        await t.dataSource.query(`UPDATE users SET status = 'suspended' WHERE role = 'superadmin' AND id <> $1`, [boss.entity.id]);
      const res = await api(t, boss).delete('/api/user/account', { password: DEFAULT_PASSWORD }).expect(409);
      expect(res.body.code).toBe('LAST_SUPERADMIN');
      await api(t, boss).get('/api/user/profile').expect(200);
    });
  });
});
