import type { DataSource } from 'typeorm';
import { hashPassword } from '../../common/auth/passwords.js';
import { loadConfig } from '../../config/config.js';
import { User } from '../../modules/users/user.entity.js';
import { loadDemoAuctionAccount, loadDemoAuctions } from './demo-auctions.js';
import { type DemoCatalogueResult, loadDemoCatalogue } from './demo-catalogue.js';
import { loadDemoBlog } from './demo-blog.js';
import { loadDemoReviews } from './demo-reviews.js';
import { loadDemoShipments } from './demo-shipments.js';

export const DEMO_PASSWORD = 'Demo#2026';

/**
 * True when the database holds neither cars nor customers yet: a fresh install, or one where only the
 * superadmin exists so far.
 */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  const [{ cars, customers }] = (await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM cars) AS cars, EXISTS (SELECT 1 FROM users WHERE role = 'user') AS customers`,
  )) as { cars: boolean; customers: boolean }[];
  return !cars && !customers;
}

export interface DemoDataOptions {
  /** Where the demo pictures are written (served at /uploads/); defaults to the configured UPLOAD_DIR. */
  uploadDir?: string;
  /** The moment the demo stock is generated at (listing dates, ages); defaults to now. */
  now?: Date;
}

export interface DemoDataResult extends DemoCatalogueResult {
  /** Sailings of the demo shipping schedule. */
  shipments: number;
  /** Lots of the demo auctions, upcoming and past. */
  auctionLots: number;
}

/**
 * Demo customers and staff, so a fresh `npm start` has something to sign in with, the demo catalogue
 * (makes, cars with galleries and auction sheets, view statistics), the coming weeks' sailings of the shipping
 * schedule and the coming days' auction lots (with a deposit for one customer to bid with): all in one transaction,
 * so a failed load leaves the database empty and the next start tries again. The company's reference data (import
 * rules, pages, rates, price tables, offices, FAQ: src/database/reference/) is not demo data: start-up loads it first,
 * in every environment.
 */
export async function loadDemoData(dataSource: DataSource, options: DemoDataOptions = {}): Promise<DemoDataResult> {
  const uploadDir = options.uploadDir ?? loadConfig().uploadDir;
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
  return dataSource.transaction(async (manager) => {
    await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values(people.map((p) => ({ ...p, passwordHash })))
      .orIgnore()
      .execute();
    const query = (sql: string, parameters?: unknown[]) => manager.query(sql, parameters);
    const catalogue = await loadDemoCatalogue(query, { uploadDir, now: options.now });
    const shipments = await loadDemoShipments(query, options.now);
    await loadDemoReviews(query, options.now);
    await loadDemoBlog(query, { uploadDir, now: options.now });
    const auctions = await loadDemoAuctions(query, options.now);
    await loadDemoAuctionAccount(query, options.now);
    return { ...catalogue, shipments, auctionLots: auctions.lots };
  });
}
