import { describe, expect, it } from '@jest/globals';
import { OVERALL_GRADES, PART_GRADES } from '../../modules/cars/auction-sheet.entity.js';
import { BODY_TYPES, CAR_STATUSES, CATEGORIES, DRIVES, FUELS, TRANSMISSIONS } from '../../modules/cars/car.entity.js';
import { isListed, parseFeatures, STOCK_ID_PATTERN, volumeM3 } from '../../modules/cars/car-rules.js';
import { CATALOGUE, FOREIGN_YARDS, JAPAN_PORTS, KOREAN_YARD, type ModelSpec } from './catalogue-data.js';
import { FEATURE_ORDER } from './car-features.js';
import { CarGenerator, type GeneratedCar } from './car-generator.js';
import { stockIdFor, vinCheckDigit } from './car-identifiers.js';

const NOW = new Date('2026-06-15T09:00:00Z');
const DAY = 86_400_000;

function generate(count: number, seed: string | number = 'spec', now = NOW): GeneratedCar[] {
  const generator = new CarGenerator({ seed, now });
  return Array.from({ length: count }, (_, i) => generator.car(i));
}

const cars = generate(6000);
const makeOf = (car: GeneratedCar) => CATALOGUE.find((m) => m.slug === car.makeSlug)!;
/** The catalogue model a car was generated from (by name and chassis code of one of its engines). */
function modelOf(car: GeneratedCar): ModelSpec {
  const make = makeOf(car);
  const candidates = make.models.filter((m) => m.name === car.model && m.bodyType === car.bodyType);
  const found = candidates.find((m) =>
    m.engines.some((e) => e.code === car.engineCode && (make.vinPrefix || car.chassisNumber.startsWith(`${e.chassis ?? m.chassis}-`))),
  );
  if (!found) throw new Error(`No catalogue model for ${car.makeSlug} ${car.model} ${car.chassisNumber}`);
  return found;
}
const ageOf = (car: GeneratedCar) =>
  NOW.getUTCFullYear() + (NOW.getTime() - Date.UTC(NOW.getUTCFullYear(), 0, 1)) / (365.25 * DAY) - (car.year + 0.5);

describe('stock ids', () => {
  it('have the AB1234567 shape and never repeat over 100,000 indexes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const id = stockIdFor(i);
      expect(STOCK_ID_PATTERN.test(id)).toBe(true);
      seen.add(id);
    }
    expect(seen.size).toBe(100_000);
  });

  it('stay distinct far into the bulk range, where the multiplication needs big integers', () => {
    const ids = [0, 1, 23_000_000, 23_000_001, 6_759_999_999].map(stockIdFor);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(STOCK_ID_PATTERN);
    expect(() => stockIdFor(-1)).toThrow(RangeError);
    expect(() => stockIdFor(26 * 26 * 10_000_000)).toThrow(RangeError);
  });

  it('do not look sequential', () => {
    expect(stockIdFor(1).slice(0, 2)).not.toBe(stockIdFor(2).slice(0, 2));
  });
});

describe('VINs', () => {
  it('computes the ISO 3779 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });
});

describe('car generator', () => {
  it('is deterministic: same seed and moment, same cars; another seed, other cars', () => {
    expect(generate(300)).toEqual(cars.slice(0, 300));
    const other = generate(300, 'another seed');
    expect(other.map((c) => c.model)).not.toEqual(cars.slice(0, 300).map((c) => c.model));
  });

  it('gives every car unique stock ids and the enumerated values of the schema', () => {
    expect(new Set(cars.map((c) => c.stockId)).size).toBe(cars.length);
    const problems = cars.flatMap((car) => {
      const bad = (ok: boolean, what: string) => (ok ? [] : [`${car.stockId}: ${what}`]);
      return [
        ...bad((CAR_STATUSES as readonly string[]).includes(car.status), `status ${car.status}`),
        ...bad((BODY_TYPES as readonly string[]).includes(car.bodyType), `body ${car.bodyType}`),
        ...bad((CATEGORIES as readonly string[]).includes(car.category), `category ${car.category}`),
        ...bad((DRIVES as readonly string[]).includes(car.drive), `drive ${car.drive}`),
        ...bad((FUELS as readonly string[]).includes(car.fuel), `fuel ${car.fuel}`),
        ...bad((TRANSMISSIONS as readonly string[]).includes(car.transmission), `transmission ${car.transmission}`),
        ...bad(car.steering === 'right' || car.steering === 'left', `steering ${car.steering}`),
        ...bad(/^[A-Z]{2}$/.test(car.locationCountry), `country ${car.locationCountry}`),
        ...bad(car.model.length <= 60 && car.chassisNumber.length <= 32 && car.color.length <= 24, 'a text too long for its column'),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('takes specs from the car’s catalogue model', () => {
    const problems = cars.flatMap((car) => {
      const model = modelOf(car);
      const bad = (ok: boolean, what: string) => (ok ? [] : [`${car.stockId} ${car.model}: ${what}`]);
      return [
        ...bad(car.year >= Math.max(model.years[0], NOW.getUTCFullYear() - 20), `year ${car.year} before the model's`),
        ...bad(car.year <= Math.min(model.years[1], NOW.getUTCFullYear()), `year ${car.year} after the model's`),
        ...bad(model.drives.includes(car.drive), `drive ${car.drive}`),
        ...bad(model.transmissions.includes(car.transmission), `transmission ${car.transmission}`),
        ...bad(
          model.engines.some((e) => e.cc === car.engineCc && e.fuel === car.fuel && e.code === car.engineCode),
          `engine ${car.engineCc} ${car.fuel} ${car.engineCode}`,
        ),
        ...bad(car.doors === model.doors && car.seats === model.seats, 'doors or seats'),
        ...bad([car.lengthM, car.widthM, car.heightM].join() === model.size.map((n) => n.toFixed(2)).join(), 'dimensions'),
        ...bad(car.volumeM3 === volumeM3(car.lengthM, car.widthM, car.heightM), `volume ${car.volumeM3}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('prices in USD with two decimals, within the model’s band, newer dearer than older', () => {
    const problems = cars.flatMap((car) => {
      const [low, high] = modelOf(car).priceUsd;
      const price = Number(car.fobPriceUsd);
      const ok = /^\d+\.\d{2}$/.test(car.fobPriceUsd) && price >= Math.floor(low * 0.75) - 10 && price <= Math.ceil(high * 1.12) + 10;
      return ok ? [] : [`${car.model} ${car.year}: ${car.fobPriceUsd} outside ${low}–${high}`];
    });
    expect(problems).toEqual([]);
    const hiluxes = cars.filter((c) => c.model === 'Hilux');
    const mean = (list: GeneratedCar[]) => list.reduce((s, c) => s + Number(c.fobPriceUsd), 0) / list.length;
    const old = hiluxes.filter((c) => c.year <= 2017);
    const recent = hiluxes.filter((c) => c.year >= 2022);
    expect(old.length).toBeGreaterThan(5);
    expect(recent.length).toBeGreaterThan(5);
    expect(mean(recent)).toBeGreaterThan(mean(old));
  });

  it('puts mileage in line with age: positive, at most ~55,000 km a year, more on older cars', () => {
    const problems = cars.filter(
      (car) => !Number.isInteger(car.mileageKm) || car.mileageKm <= 0 || car.mileageKm > Math.max(ageOf(car), 0.25) * 55_000,
    );
    expect(problems.map((c) => `${c.model} ${c.year}: ${c.mileageKm} km`)).toEqual([]);
    const passenger = cars.filter((c) => c.category !== 'commercial');
    const mean = (list: GeneratedCar[]) => list.reduce((s, c) => s + c.mileageKm, 0) / list.length;
    expect(mean(passenger.filter((c) => c.year <= NOW.getUTCFullYear() - 10))).toBeGreaterThan(
      2 * mean(passenger.filter((c) => c.year >= NOW.getUTCFullYear() - 4)),
    );
  });

  it('steers on the right in Japanese stock, on the left in Korean stock, and mixes European', () => {
    const share = (list: GeneratedCar[]) => list.filter((c) => c.steering === 'right').length / list.length;
    const japanese = cars.filter((c) => makeOf(c).origin === 'JP');
    expect(share(japanese)).toBeGreaterThan(0.95);
    expect(japanese.filter((c) => c.category === 'kei' && c.steering === 'left')).toEqual([]);
    expect(share(cars.filter((c) => makeOf(c).origin === 'KR'))).toBe(0);
    const european = share(cars.filter((c) => makeOf(c).origin === 'DE'));
    expect(european).toBeGreaterThan(0.5);
    expect(european).toBeLessThan(0.9);
    expect(share(cars)).toBeGreaterThan(0.85);
  });

  it('stocks in Japanese ports, Korean stock in Korea, and a few young cars in yards abroad', () => {
    const japanPorts = JAPAN_PORTS.map((p) => p.port);
    for (const car of cars) {
      if (car.locationCountry === 'JP') expect(japanPorts).toContain(car.stockPort);
      else if (car.locationCountry === KOREAN_YARD.country) {
        expect(makeOf(car).origin).toBe('KR');
        expect(car.stockPort).toBe(KOREAN_YARD.port);
      } else {
        const yard = FOREIGN_YARDS.find((y) => y.country === car.locationCountry)!;
        expect(yard).toBeDefined();
        expect(car.stockPort).toBe(yard.port);
        const maxAge = yard.country === 'PK' && car.category === 'commercial' ? 5 : yard.maxAgeYears;
        expect(ageOf(car)).toBeLessThanOrEqual(maxAge);
        expect(['available', 'reserved']).toContain(car.status);
      }
    }
    const japan = cars.filter((c) => c.locationCountry === 'JP').length;
    const abroad = cars.filter((c) => c.locationCountry === 'KE' || c.locationCountry === 'PK').length;
    expect(japan / cars.length).toBeGreaterThan(0.9);
    expect(abroad).toBeGreaterThan(0);
    expect(new Set(cars.filter((c) => c.locationCountry === 'JP').map((c) => c.stockPort))).toEqual(new Set(japanPorts));
  });

  it('lists most cars and hides some as sold or in transit', () => {
    const listed = cars.filter((c) => isListed(c.status)).length / cars.length;
    expect(listed).toBeGreaterThan(0.88);
    expect(listed).toBeLessThan(0.96);
    // Every status but `withdrawn`: only a clerk's move or an undone auction result takes a car off sale.
    expect(new Set(cars.map((c) => c.status))).toEqual(new Set(CAR_STATUSES.filter((s) => s !== 'withdrawn')));
    expect(cars.filter((c) => c.status === 'available').length / cars.length).toBeGreaterThan(0.7);
  });

  it('spreads listing dates over the last 120 days', () => {
    for (const car of cars) {
      expect(car.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(car.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 120 * DAY);
    }
    const oldest = Math.min(...cars.map((c) => c.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(110 * DAY);
  });

  it('lists realistic features in a fixed order, without repeats, that parseFeatures keeps', () => {
    const problems = cars.filter((car) => {
      const positions = car.features.map((f) => (FEATURE_ORDER as readonly string[]).indexOf(f));
      return (
        parseFeatures(car.features).join('|') !== car.features.join('|') ||
        positions.some((p, i) => p < 0 || (i > 0 && p <= positions[i - 1]))
      );
    });
    expect(problems.map((c) => c.features)).toEqual([]);
    const withAirCon = cars.filter((c) => c.features.includes('Air conditioning')).length;
    expect(withAirCon / cars.length).toBeGreaterThan(0.95);
    const luxury = cars.filter((c) => c.category === 'luxury');
    const leather = (list: GeneratedCar[]) => list.filter((c) => c.features.includes('Leather seats')).length / list.length;
    expect(leather(luxury)).toBeGreaterThan(leather(cars.filter((c) => c.category === 'kei')) + 0.4);
    expect(cars.filter((c) => c.bodyType === 'truck' && c.features.includes('Sunroof'))).toEqual([]);
  });

  it('writes Japanese frame numbers for Japanese makes and valid VINs for imports', () => {
    const problems = cars.filter((car) => {
      const make = makeOf(car);
      if (!make.vinPrefix) return !/^[A-Z0-9]+-\d{6,7}$/.test(car.chassisNumber);
      return (
        !/^[A-HJ-NPR-Z0-9]{17}$/.test(car.chassisNumber) ||
        !car.chassisNumber.startsWith(make.vinPrefix) ||
        vinCheckDigit(car.chassisNumber) !== car.chassisNumber[8]
      );
    });
    expect(problems.map((c) => c.chassisNumber)).toEqual([]);
    expect(cars.filter((c) => makeOf(c).vinPrefix).length).toBeGreaterThan(100);
  });

  it('gives most Japanese cars an auction sheet whose grade follows age and mileage', () => {
    const japanese = cars.filter((c) => makeOf(c).origin === 'JP' && c.locationCountry === 'JP');
    const withSheet = japanese.filter((c) => c.auctionSheet);
    expect(withSheet.length / japanese.length).toBeGreaterThan(0.78);
    expect(withSheet.length / japanese.length).toBeLessThan(0.92);
    const codes = /^(A[1-3]|U[1-3]|W[1-3]|S[12]|C[12]|XX|X|Y[1-3]|P)$/;
    const problems = withSheet.flatMap((car) => {
      const sheet = car.auctionSheet!;
      const bad = (ok: boolean, what: string) => (ok ? [] : [`${car.stockId}: ${what}`]);
      return [
        ...bad((OVERALL_GRADES as readonly string[]).includes(sheet.overallGrade), `grade ${sheet.overallGrade}`),
        ...bad((PART_GRADES as readonly string[]).includes(sheet.interiorGrade), `interior ${sheet.interiorGrade}`),
        ...bad((PART_GRADES as readonly string[]).includes(sheet.exteriorGrade), `exterior ${sheet.exteriorGrade}`),
        ...bad(/^\d{4}-\d{2}-\d{2}$/.test(sheet.auctionDate) && Date.parse(sheet.auctionDate) < car.createdAt.getTime(), 'auction date'),
        ...bad(
          sheet.damages.every((d) => codes.test(d.code) && d.location.length > 2),
          `damages ${JSON.stringify(sheet.damages)}`,
        ),
        ...bad(new Set(sheet.damages.map((d) => d.location)).size === sheet.damages.length, 'two marks on one panel'),
        ...bad(sheet.translatedDetails.includes(`Overall grade ${sheet.overallGrade}`), 'translated details'),
        ...bad(sheet.totalEvaluation.length > 5 && /^Front \d mm, rear \d mm$/.test(sheet.tyreCondition), 'evaluation or tyres'),
      ];
    });
    expect(problems).toEqual([]);
    const meanAge = (grade: string) => {
      const graded = withSheet.filter((c) => c.auctionSheet!.overallGrade === grade);
      return graded.reduce((s, c) => s + ageOf(c), 0) / graded.length;
    };
    expect(meanAge('5')).toBeLessThan(meanAge('4'));
    expect(meanAge('4')).toBeLessThan(meanAge('3'));
    const meanDamages = (grade: string) => {
      const graded = withSheet.filter((c) => c.auctionSheet!.overallGrade === grade);
      return graded.reduce((s, c) => s + c.auctionSheet!.damages.length, 0) / graded.length;
    };
    expect(meanDamages('4.5')).toBeLessThan(meanDamages('3'));
    expect(cars.filter((c) => makeOf(c).origin !== 'JP' && c.auctionSheet)).toEqual([]);
  });

  it('covers every make, most of the stock from Japanese makes, Toyota the largest', () => {
    const counts = new Map<string, number>();
    for (const car of cars) counts.set(car.makeSlug, (counts.get(car.makeSlug) ?? 0) + 1);
    expect(new Set(counts.keys())).toEqual(new Set(CATALOGUE.map((m) => m.slug)));
    expect(Math.max(...counts.values())).toBe(counts.get('toyota'));
    expect(cars.filter((c) => makeOf(c).origin === 'JP').length / cars.length).toBeGreaterThan(0.85);
  });

  it('names every (body type, swatch) pair it can produce among its possible looks', () => {
    const looks = new Set(new CarGenerator({ seed: 1, now: NOW }).possibleLooks().map((l) => `${l.bodyType}/${l.swatch}`));
    for (const car of cars) expect(looks).toContain(`${car.bodyType}/${car.swatch}`);
  });
});
