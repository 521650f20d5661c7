import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type CountryResponse, open, type Reader } from 'maxmind';
import { createRequire } from 'node:module';
import { isPublicIp, normalizeIp } from './ip-address.js';

/** ip-location-db's records carry `country_code`; MaxMind's own GeoLite2/GeoIP2 files carry `country.iso_code`. */
interface CountryRecord extends CountryResponse {
  country_code?: string;
}

/** Overrides the database file (tests; a deployment with a fresher download). */
export const GEO_DATABASE_PATH = Symbol('GEO_DATABASE_PATH');

/** The IPv4 + IPv6 GeoLite2 country database shipped by @ip-location-db/geolite2-country-mmdb; null when not installed. */
export function defaultGeoDatabasePath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb');
  } catch {
    return null;
  }
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * Country of an IP address, from a local MaxMind database: no network call. The database is read once,
 * on first use (or when the application has started), and kept in memory. A missing or unreadable
 * database, a private or loopback address, or an address it does not know all answer null, never an error.
 */
@Injectable()
export class GeoService implements OnApplicationBootstrap {
  private readonly logger = new Logger(GeoService.name);
  private reader?: Promise<Reader<CountryRecord> | null>;
  private readonly databasePath: string | null;
  /** Answers by address as the caller gave it ('' for unknown): a visitor asks for many pages from one address. */
  private readonly answers = new LRUCache<string, string>({ max: 10_000 });

  constructor(@Optional() @Inject(GEO_DATABASE_PATH) databasePath?: string | null) {
    this.databasePath = databasePath === undefined ? defaultGeoDatabasePath() : databasePath;
  }

  /** Starts reading the database in the background so the first sign-in does not wait for it. */
  onApplicationBootstrap(): void {
    void this.open();
  }

  /** ISO 3166-1 alpha-2 country of the address, or null when it cannot be told. */
  async countryOf(ip: string | null | undefined): Promise<string | null> {
    if (typeof ip !== 'string') return null;
    const known = this.answers.get(ip);
    if (known !== undefined) return known || null;
    const country = await this.lookUp(ip);
    // Not remembered before the database is open: a lookup that found no reader would stick.
    if (this.reader && (await this.reader)) this.answers.set(ip, country ?? '');
    return country;
  }

  private async lookUp(ip: string): Promise<string | null> {
    const address = normalizeIp(ip);
    if (!address || !isPublicIp(address)) return null;
    const reader = await this.open();
    if (!reader) return null;
    try {
      const record = reader.get(address);
      const code = (record?.country_code ?? record?.country?.iso_code)?.toUpperCase();
      return code && COUNTRY_CODE.test(code) ? code : null;
    } catch (error) {
      this.logger.warn(`Geo lookup of ${address} failed: ${(error as Error).message}`);
      return null;
    }
  }

  private open(): Promise<Reader<CountryRecord> | null> {
    this.reader ??= this.load();
    return this.reader;
  }

  private async load(): Promise<Reader<CountryRecord> | null> {
    if (!this.databasePath) {
      this.logger.warn('No GeoLite2 country database installed: IP countries will be unknown');
      return null;
    }
    try {
      return await open<CountryRecord>(this.databasePath, { cache: { max: 5000 } });
    } catch (error) {
      this.logger.warn(`Cannot read the GeoLite2 country database at ${this.databasePath}: ${(error as Error).message}`);
      return null;
    }
  }
}
