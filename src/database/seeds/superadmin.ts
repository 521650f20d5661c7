import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../common/auth/passwords.js';
import { User } from '../../modules/users/user.entity.js';

export interface SuperadminResult {
  created: boolean;
  email: string;
  /** Only when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * A superadmin exists from the start: from SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD, or, when those are unset,
 * one with a generated password. Nothing happens when any superadmin already exists.
 */
export async function ensureSuperadmin(dataSource: DataSource, email?: string, password?: string): Promise<SuperadminResult> {
  const users = dataSource.getRepository(User);
  const existing = await users.findOne({ where: { role: 'superadmin' }, order: { createdAt: 'ASC' } });
  if (existing) return { created: false, email: existing.email };

  const finalEmail = (email ?? 'superadmin@autoexport.local').toLowerCase();
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  const taken = await users.findOne({ where: { email: finalEmail } });
  if (taken) {
    await users.update({ id: taken.id }, { role: 'superadmin', status: 'active', passwordHash });
  } else {
    await users.insert({ email: finalEmail, passwordHash, role: 'superadmin', firstName: 'Super', lastName: 'Admin' });
  }
  return { created: true, email: finalEmail, generatedPassword };
}
