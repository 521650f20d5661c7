import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { calendarDate, SAILING_DATE } from './calendar-date';

describe('a sailing’s date', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['America/Lima', 'America/Jamaica', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC'])('is the same day for a viewer in %s', (tz) => {
    process.env.TZ = tz;
    expect(formatDate(calendarDate('2026-03-01'), 'en', SAILING_DATE)).toBe('Sun, Mar 1, 2026');
    expect(formatDate(calendarDate('2026-12-31'), 'en', SAILING_DATE)).toBe('Thu, Dec 31, 2026');
  });

  it('would slip to the evening before west of Greenwich if it were read as an instant in the viewer’s zone', () => {
    process.env.TZ = 'America/Lima';
    expect(new Date('2026-03-01').getDate()).toBe(28);
    expect(formatDate(calendarDate('2026-03-01'), 'ur', SAILING_DATE)).toContain('2026');
    expect(formatDate(calendarDate('2026-03-01'), 'es', SAILING_DATE)).toMatch(/\b1\b.*mar/);
  });
});
