import { describe, expect, it } from '@jest/globals';
import { CarGenerator } from './car-generator.js';
import {
  BULK_STOCK_INDEX_OFFSET,
  CAR_COPY_COLUMNS,
  carCopyLine,
  copyField,
  IMAGE_COPY_COLUMNS,
  imageCopyLines,
  SHEET_COPY_COLUMNS,
  sheetCopyLine,
} from './bulk-load.js';
import { DEMO_CAR_COUNT } from './demo-catalogue.js';
import { carGallery } from './demo-images.js';

const NOW = new Date('2026-06-15T09:00:00Z');

/** Reads one line of COPY's text format back into fields (the inverse of copyField). */
function parseLine(line: string): (string | null)[] {
  expect(line.endsWith('\n')).toBe(true);
  return line
    .slice(0, -1)
    .split('\t')
    .map((f) => (f === '\\N' ? null : f.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[c] ?? c)));
}

describe('bulk rows', () => {
  it('escapes COPY text fields', () => {
    expect(copyField('plain')).toBe('plain');
    expect(copyField(12.5)).toBe('12.5');
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(parseLine(`${copyField('a\tb\nc\\')}\t${copyField(null)}\n`)).toEqual(['a\tb\nc\\', null]);
  });

  it('writes one field per column for cars, sheets and gallery rows, that read back as the car', () => {
    const generator = new CarGenerator({ seed: 'bulk-spec', now: NOW, auctionSheetShare: 1 });
    let sheets = 0;
    for (let id = 1; id <= 300; id++) {
      const car = generator.car(BULK_STOCK_INDEX_OFFSET + id);
      const gallery = carGallery(car.bodyType, car.swatch, car.interior);
      const fields = parseLine(carCopyLine(id, car, 7, gallery[0], 42));
      expect(fields).toHaveLength(CAR_COPY_COLUMNS.length);
      // The columns come from the entity's mapping: each once, the inherited id and timestamps included.
      expect(new Set(CAR_COPY_COLUMNS).size).toBe(CAR_COPY_COLUMNS.length);
      expect(CAR_COPY_COLUMNS).toEqual(expect.arrayContaining(['id', 'created_at', 'updated_at']));
      const row = Object.fromEntries(CAR_COPY_COLUMNS.map((c, i) => [c, fields[i]]));
      expect(row).toMatchObject({
        id: String(id),
        stock_id: car.stockId,
        make_id: '7',
        model: car.model,
        fob_price_usd: car.fobPriceUsd,
        volume_m3: car.volumeM3,
        featured_image_url: gallery[0].url,
        view_count: '42',
        created_at: car.createdAt.toISOString(),
      });
      expect(JSON.parse(row.features!)).toEqual(car.features);

      if (car.auctionSheet) {
        sheets++;
        const sheet = parseLine(sheetCopyLine(id, car.auctionSheet));
        expect(sheet).toHaveLength(SHEET_COPY_COLUMNS.length);
        expect(sheet[10]).toBe(car.auctionSheet.translatedDetails);
        expect(sheet[10]).toContain('\n');
        expect(JSON.parse(sheet[8]!)).toEqual(car.auctionSheet.damages);
      }

      const lines = imageCopyLines(id, gallery, car.createdAt).split(/(?<=\n)/);
      expect(lines).toHaveLength(gallery.length);
      lines.forEach((l, position) => {
        const image = parseLine(l);
        expect(image).toHaveLength(IMAGE_COPY_COLUMNS.length);
        expect(image.slice(0, 3)).toEqual([String(id), String(position), gallery[position].url]);
      });
    }
    expect(sheets).toBeGreaterThan(200);
  });

  it('keeps bulk stock indexes clear of the demo stock’s', () => {
    expect(DEMO_CAR_COUNT).toBeLessThan(BULK_STOCK_INDEX_OFFSET);
  });
});
