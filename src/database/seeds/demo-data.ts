import type { DataSource } from 'typeorm';
import { hashPassword } from '../../common/auth/passwords.js';
import { User } from '../../modules/users/user.entity.js';

export const DEMO_PASSWORD = 'Demo#2026';

/** True when the database holds no customer data yet (a fresh install). */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  return (await dataSource.getRepository(User).count({ where: { role: 'user' } })) === 0;
}

/** Demo customers and staff, so a fresh `npm start` has something to sign in with. */
export async function loadDemoData(dataSource: DataSource): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people: Partial<User>[] = [
    {
      email: 'amina.dealer@example.com',
      firstName: 'Amina',
      lastName: 'Odhiambo',
      country: 'KE',
      accountType: 'dealer',
      city: 'Nairobi',
      importCountry: 'KE',
      port: 'Mombasa',
      phone: '+254700000001',
    },
    {
      email: 'bilal.khan@example.com',
      firstName: 'Bilal',
      lastName: 'Khan',
      country: 'PK',
      accountType: 'individual',
      city: 'Karachi',
      importCountry: 'PK',
      port: 'Karachi',
      phone: '+923000000002',
    },
    {
      email: 'joao.silva@example.com',
      firstName: 'João',
      lastName: 'Silva',
      country: 'MZ',
      accountType: 'dealer',
      city: 'Maputo',
      importCountry: 'MZ',
      port: 'Maputo',
      preferredLanguage: 'pt',
    },
    {
      email: 'maria.garcia@example.com',
      firstName: 'María',
      lastName: 'García',
      country: 'CL',
      accountType: 'individual',
      city: 'Santiago',
      importCountry: 'CL',
      port: 'Valparaíso',
      preferredLanguage: 'es',
    },
    { email: 'kenji.sato@autoexport.local', firstName: 'Kenji', lastName: 'Sato', country: 'JP', role: 'admin', city: 'Tokyo' },
  ];
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(User)
    .values(people.map((p) => ({ ...p, passwordHash })))
    .orIgnore()
    .execute();
}
