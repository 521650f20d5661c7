import { loadReferenceDirectory } from '../../src/database/reference/directory.js';
import type { TestApp } from './test-app.js';

/**
 * The reference office network and the three sample support agents (src/database/reference/directory.ts), written into
 * the test's database as `npm start` writes them. Load it before the first read of the footer or the offices: the
 * directory is cached, and rows written straight into the database do not make the cache stale (staff changes do).
 */
export async function loadDirectory(t: TestApp): Promise<{ offices: number; agents: number }> {
  return loadReferenceDirectory((sql, parameters) => t.dataSource.query(sql, parameters));
}

/** A complete create-office body. */
export function officeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    region: 'Africa',
    name: 'Nairobi office',
    city: 'Nairobi',
    country: 'KE',
    address: 'Panari Centre 4th floor, Mombasa Road, Nairobi',
    phones: ['+254 20 555 0140'],
    whatsapp: '+254 700 555 014',
    email: 'nairobi@autoexport.example',
    openingHours: 'Mon–Fri 08:30–17:30',
    timeZone: 'Africa/Nairobi',
    ...overrides,
  };
}

/** A complete create-support-agent body. */
export function agentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Grace Wanjiru', whatsapp: '+254 711 555 020', languages: ['English', 'Swahili'], ...overrides };
}
