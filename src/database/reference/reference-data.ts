import type { DataSource } from 'typeorm';
import { type Clock, SystemClock } from '../../common/time/clock.js';
import type { Query } from '../sql.js';
import { loadReferenceAgents, loadReferenceOffices } from './directory.js';
import { loadReferenceRates } from './exchange-rates.js';
import { loadReferenceFaq } from './faq.js';
import { loadReferenceImportRules } from './import-rules.js';
import { loadReferencePages } from './pages.js';
import { loadReferenceCharges, loadReferenceFreightRates, loadReferenceInspectionFees } from './price-tables.js';

/** One set of the company's reference data: what it is called in the log, the table that says it is there, its loader. */
interface ReferenceSet {
  name: string;
  table: string;
  load(query: Query, now: Date): Promise<number>;
}

/**
 * The company's reference data (issue 27): what the site needs to answer on its first day — import rules, content
 * pages, exchange rates, the price calculator's tables, offices and support agents, FAQ — as opposed to demo data
 * (customers, cars, shipments…, src/database/seeds/). Loaded in every environment, production included, each set only
 * while its table is empty: once staff have written to a table, it is theirs (nothing overwritten, nothing added).
 */
export const REFERENCE_SETS: readonly ReferenceSet[] = [
  { name: 'import rules', table: 'import_rules', load: (query) => loadReferenceImportRules(query) },
  { name: 'content page translations', table: 'content_page_translations', load: loadReferencePages },
  { name: 'exchange rates', table: 'exchange_rates', load: loadReferenceRates },
  { name: 'freight rates', table: 'freight_rates', load: (query) => loadReferenceFreightRates(query) },
  { name: 'price charges', table: 'price_charges', load: (query) => loadReferenceCharges(query) },
  { name: 'inspection fees', table: 'inspection_fees', load: (query) => loadReferenceInspectionFees(query) },
  { name: 'offices', table: 'offices', load: (query) => loadReferenceOffices(query) },
  { name: 'support agents', table: 'support_agents', load: (query) => loadReferenceAgents(query) },
  { name: 'FAQ questions', table: 'faq_categories', load: (query) => loadReferenceFaq(query) },
];

/**
 * Loads every reference set whose table is empty, each in its own transaction (a failed set stays empty and the next
 * start tries again); the caller holds the preparation lock, so two processes do not both find a table empty.
 * Logs one line per set loaded, e.g. "Loaded reference data: 27 import rules", and answers how many sets that was.
 */
export async function loadReferenceData(
  dataSource: DataSource,
  log: (message: string) => void,
  clock: Clock = new SystemClock(),
): Promise<number> {
  // The pages' and the rates' dates.
  const now = clock.now();
  let loaded = 0;
  for (const set of REFERENCE_SETS) {
    const written = await dataSource.transaction(async (manager) => {
      const query: Query = (sql, parameters) => manager.query(sql, parameters);
      const [{ filled }] = (await query(`SELECT EXISTS (SELECT 1 FROM ${set.table}) AS filled`)) as { filled: boolean }[];
      return filled ? 0 : set.load(query, now);
    });
    if (written > 0) {
      log(`Loaded reference data: ${written} ${set.name}`);
      loaded += 1;
    }
  }
  return loaded;
}
