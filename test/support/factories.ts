import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/common/auth/passwords.js';
import { Consignee } from '../../src/modules/users/consignee.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import type { TestApp } from './test-app.js';

export const DEFAULT_PASSWORD = 'Secret#123';

let cachedHash: string | undefined;
/** argon2 is slow on purpose; the factories hash the default password once per spec file. */
async function defaultHash(): Promise<string> {
  cachedHash ??= await hashPassword(DEFAULT_PASSWORD);
  return cachedHash;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** Inserts a user straight into the database; `password` (default DEFAULT_PASSWORD) signs it in. */
export async function createUser(
  t: TestApp,
  overrides: Partial<User> & { password?: string | null } = {},
): Promise<User & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const passwordHash = password === null ? null : password === DEFAULT_PASSWORD ? await defaultHash() : await hashPassword(password);
  const repo = t.dataSource.getRepository(User);
  const saved = await repo.save(
    repo.create({ email: uniqueEmail(fields.role ?? 'user'), firstName: 'Test', lastName: 'User', country: 'KE', ...fields, passwordHash }),
  );
  return Object.assign(saved, { password: password ?? '' });
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  sessionId: string;
  user: { id: string; email: string; role: string };
  /** `Authorization` header value. */
  auth: string;
}

export async function signIn(
  t: TestApp,
  email: string,
  password = DEFAULT_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<SignedIn> {
  const res = await t.http.post('/api/user/login').send({ email, password, ...extra });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, auth: `Bearer ${res.body.token}` };
}

/**
 * The same sign-in, its tokens rotated (`POST /api/auth/refresh`): it then lasts its full lifetime again from the app's
 * clock, without the cost of a password check — for a spec whose ManualClock moves on by days, run after run.
 */
export async function refreshed(t: TestApp, who: SignedIn): Promise<SignedIn> {
  const res = await t.http.post('/api/auth/refresh').send({ refreshToken: who.refreshToken });
  if (res.status !== 200) throw new Error(`refreshing the sign-in of ${who.user.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...who, ...res.body, auth: `Bearer ${res.body.token}` };
}

const renewedAt = new WeakMap<SignedIn, number>();

/**
 * `refreshed`, at most once a simulated day (on the app's clock, `now`): a property run, which moves that clock on by
 * days and replays many short runs while it shrinks a failure, keeps its sign-in alive without running into the
 * refresh route's 60-a-minute limit.
 */
export async function keptSignedIn(t: TestApp, who: SignedIn, now: Date): Promise<SignedIn> {
  const last = renewedAt.get(who);
  if (last !== undefined && now.getTime() - last < 24 * 60 * 60 * 1000) return who;
  const renewed = await refreshed(t, who);
  renewedAt.set(renewed, now.getTime());
  return renewed;
}

/**
 * A user of the given role, already signed in; `{ rememberMe: true }` keeps the sign-in 30 days instead of 7 (a spec
 * whose ManualClock moves further than that).
 */
export async function signedInUser(
  t: TestApp,
  overrides: Partial<User> = {},
  signInOptions: { rememberMe?: boolean } = {},
): Promise<SignedIn & { entity: User }> {
  const entity = await createUser(t, overrides);
  return { ...(await signIn(t, entity.email, DEFAULT_PASSWORD, signInOptions)), entity };
}

/** `count` users, signed in, a few at a time (argon2 is slow on purpose): e.g. customers racing for one car. */
export async function signedInUsers(t: TestApp, count: number, overrides: Partial<User> = {}): Promise<(SignedIn & { entity: User })[]> {
  const users: (SignedIn & { entity: User })[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, () => signedInUser(t, overrides));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** A consignee on `user`'s profile, inserted straight into the database; by default its own notify party. */
export async function createConsignee(t: TestApp, user: Pick<User, 'id'>, overrides: Partial<Consignee> = {}): Promise<Consignee> {
  const repo = t.dataSource.getRepository(Consignee);
  const base = { consigneeName: 'Mombasa Motors Ltd', consigneePhone: '+254 700 000001', country: 'KE', state: null, city: 'Mombasa' };
  const address = { address: 'Moi Avenue 12', referenceAddress: 'Opposite the Tusks' };
  return repo.save(
    repo.create({
      ...base,
      ...address,
      sameAsConsignee: true,
      notifyName: base.consigneeName,
      notifyCity: base.city,
      notifyAddress: address.address,
      notifyReferenceAddress: address.referenceAddress,
      notifyPhone: base.consigneePhone,
      notifyEmail: null,
      permanent: false,
      ...overrides,
      userId: user.id,
    }),
  );
}
