import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config/config.js';
import { createDataSource } from '../src/database/data-source.js';
import { dropDatabase } from '../src/database/prepare-database.js';
import { checkDependencies, prepareDatabase } from '../src/database/startup.js';
import { verifyPassword } from '../src/common/auth/passwords.js';
import { User } from '../src/modules/users/user.entity.js';
import { databaseUrl } from './support/databases.js';

describe('start-up', () => {
  it('names PostgreSQL, and how to start it, when it cannot be reached', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/autoexport' });
    await expect(checkDependencies(config)).rejects.toThrow(
      /PostgreSQL is not reachable at postgres:\/\/postgres@127\.0\.0\.1:1\/autoexport[\s\S]*docker compose up -d postgres/,
    );
  });

  it('names Redis, and how to start it, when it cannot be reached', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1' });
    const error = await checkDependencies(config).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Redis is not reachable at redis:\/\/127\.0\.0\.1:1[\s\S]*docker compose up -d redis/);
    expect((error as Error).message).not.toMatch(/PostgreSQL/);
  });

  it('passes when both answer', async () => {
    await expect(checkDependencies(loadConfig({}))).resolves.toBeUndefined();
  });

  it('creates a missing database, migrates it, creates a superadmin with a generated password, loads demo data, and is idempotent', async () => {
    const name = `autoexport_startup_${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ DATABASE_URL: databaseUrl(name) });
    const log: string[] = [];
    try {
      await prepareDatabase(config, (m) => log.push(m));
      expect(log[0]).toBe(`Created database ${name}`);
      expect(log.some((m) => /^Ran \d+ migration/.test(m))).toBe(true);
      const generated = log.join('\n').match(/generated password (\S+)/)?.[1];
      expect(generated).toBeDefined();

      const dataSource = createDataSource(config.databaseUrl);
      await dataSource.initialize();
      const admin = await dataSource.getRepository(User).findOneByOrFail({ role: 'superadmin' });
      expect(await verifyPassword(admin.passwordHash, generated!)).toBe(true);
      expect(admin.passwordHash).not.toContain(generated!);
      expect(await dataSource.getRepository(User).countBy({ role: 'user' })).toBeGreaterThan(0);
      await dataSource.destroy();

      const second: string[] = [];
      await prepareDatabase(config, (m) => second.push(m));
      expect(second).toEqual([]);
    } finally {
      await dropDatabase(config.databaseUrl);
    }
  });

  it('uses SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD when set', async () => {
    const name = `autoexport_startup_${randomBytes(4).toString('hex')}`;
    const config = loadConfig({
      DATABASE_URL: databaseUrl(name),
      SUPERADMIN_EMAIL: 'Boss@AutoExport.test',
      SUPERADMIN_PASSWORD: 'Boss#2026',
      SEED_DEMO_DATA: 'false',
    });
    try {
      await prepareDatabase(config, () => undefined);
      const dataSource = createDataSource(config.databaseUrl);
      await dataSource.initialize();
      const admin = await dataSource.getRepository(User).findOneByOrFail({ role: 'superadmin' });
      expect(admin.email).toBe('boss@autoexport.test');
      expect(await verifyPassword(admin.passwordHash, 'Boss#2026')).toBe(true);
      expect(await dataSource.getRepository(User).countBy({ role: 'user' })).toBe(0);
      await dataSource.destroy();
    } finally {
      await dropDatabase(config.databaseUrl);
    }
  });
});
