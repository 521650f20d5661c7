// The back office in browser journeys: staff accounts and signing them in.
import { uniqueEmail } from './api.mjs';
import { signInAs, SUPERADMIN } from './buying.mjs';

/** The seeded superadmin's session. */
export function superadmin(api) {
  return api.login(SUPERADMIN.email, SUPERADMIN.password);
}

/**
 * A new staff member with `role` ('admin' or 'superadmin'), created by the superadmin through the API, signed in
 * (`{ email, password, firstName, lastName, token, refreshToken, user, … }`).
 */
export async function newStaff(api, role = 'admin', names = { firstName: 'Kenji', lastName: 'Sato' }) {
  const boss = await superadmin(api);
  const email = uniqueEmail(`staff-${role}`);
  const password = 'Staff#2026!';
  await api.post('/api/admin/users', { email, password, ...names, role: role === 'superadmin' ? 'admin' : role }, { token: boss.token });
  if (role === 'superadmin') {
    const created = await api.get(`/api/admin/users?q=${encodeURIComponent(email)}`, { token: boss.token });
    await api.patch(`/api/admin/users/${created.items[0].id}/role`, { role: 'superadmin' }, { token: boss.token });
  }
  return { email, password, ...names, ...(await api.login(email, password)) };
}

/**
 * Signs a staff member in and opens the back office at `path` (default its dashboard): `role` 'superadmin' is the
 * seeded one, 'admin' a new administrator. Answers the session used.
 */
export async function staffSignIn(page, url, api, role = 'superadmin', path = '/admin') {
  const auth = role === 'superadmin' ? await superadmin(api) : await newStaff(api, role);
  await signInAs(page, url, auth);
  await page.goto(url(path));
  await page.locator('.admin-top').waitFor();
  return auth;
}
