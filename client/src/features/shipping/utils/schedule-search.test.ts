import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  addDays,
  departingSoon,
  EMPTY_CRITERIA,
  hasCriteria,
  isCalendarDate,
  localToday,
  PAGE_SIZE,
  parseScheduleSearch,
  toApiQuery,
  toScheduleQuery,
  transitDays,
  validateSchedule,
  type ScheduleCriteria,
} from './schedule-search';

const criteria = (values: Partial<ScheduleCriteria>): ScheduleCriteria => ({ ...EMPTY_CRITERIA, ...values });

describe('the shipping schedule’s URL', () => {
  it('reads every criterion and the page, and writes them back in one order', () => {
    const search = parseScheduleSearch(
      '?method=container&port=%20Mombasa%20&arrivalTo=2026-05-31&arrivalFrom=2026-04-01&departureTo=2026-03-31&departureFrom=2026-03-01&page=2',
    );
    expect(search).toEqual({
      criteria: {
        departureFrom: '2026-03-01',
        departureTo: '2026-03-31',
        arrivalFrom: '2026-04-01',
        arrivalTo: '2026-05-31',
        port: 'Mombasa',
        method: 'container',
      },
      page: 2,
    });
    expect(paths.shippingSchedule(toScheduleQuery(search.criteria, search.page))).toBe(
      '/shipping-schedule?departureFrom=2026-03-01&departureTo=2026-03-31&arrivalFrom=2026-04-01&arrivalTo=2026-05-31&port=Mombasa&method=container&page=2',
    );
  });

  it('leaves out what the API would refuse as malformed, and what is not set', () => {
    expect(parseScheduleSearch('departureFrom=tomorrow&arrivalTo=2026-02-30&method=air&port=' + 'x'.repeat(61) + '&page=-3')).toEqual({
      criteria: EMPTY_CRITERIA,
      page: 1,
    });
    expect(parseScheduleSearch('method=RoRo&page=1.5').criteria.method).toBe('roro');
    expect(paths.shippingSchedule(toScheduleQuery(criteria({ port: '  ' }), 1))).toBe('/shipping-schedule');
    expect(paths.shippingSchedule(toScheduleQuery(criteria({ port: ' Dar es ' })))).toBe('/shipping-schedule?port=Dar+es');
  });

  it('asks the API for what is set, a page of ten', () => {
    expect(toApiQuery({ criteria: criteria({ departureFrom: '2026-03-01', port: ' dar es ' }), page: 1 })).toEqual({
      limit: PAGE_SIZE,
      departureFrom: '2026-03-01',
      port: 'dar es',
    });
    expect(toApiQuery({ criteria: criteria({ method: 'roro' }), page: 3 })).toEqual({ limit: 10, page: 3, method: 'roro' });
  });
});

describe('the shipping schedule’s checks (the server’s rules)', () => {
  it('says "at least one criterion" for an empty search, a blank port included', () => {
    expect(validateSchedule(EMPTY_CRITERIA)).toEqual({ form: { code: 'SCHEDULE_CRITERIA_REQUIRED' }, fields: {} });
    expect(validateSchedule(criteria({ port: '   ' })).form).toEqual({ code: 'SCHEDULE_CRITERIA_REQUIRED' });
    expect(hasCriteria(criteria({ method: 'roro' }))).toBe(true);
    for (const field of ['departureFrom', 'departureTo', 'arrivalFrom', 'arrivalTo'] as const) {
      expect(validateSchedule(criteria({ [field]: '2026-03-01' }))).toEqual({ fields: {} });
    }
    expect(validateSchedule(criteria({ port: 'Mombasa' }))).toEqual({ fields: {} });
  });

  it('gives both of the spec’s messages when the arrival window ends on or before the departure window starts', () => {
    const refused = {
      fields: { arrivalTo: { code: 'ARRIVAL_BEFORE_DEPARTURE' }, departureFrom: { code: 'DEPARTURE_AFTER_ARRIVAL' } },
    };
    expect(validateSchedule(criteria({ departureFrom: '2031-04-10', arrivalTo: '2031-04-01' }))).toEqual(refused);
    expect(validateSchedule(criteria({ departureFrom: '2031-04-10', arrivalTo: '2031-04-10' }))).toEqual(refused);
    expect(validateSchedule(criteria({ departureFrom: '2031-04-10', arrivalTo: '2031-04-11' }))).toEqual({ fields: {} });
    // Only the departure window's start and the arrival window's end can rule a sailing out, as on the server.
    expect(validateSchedule(criteria({ departureTo: '2031-04-10', arrivalFrom: '2031-04-01' }))).toEqual({ fields: {} });
  });

  it('wants each window from not after to, on its "to" field', () => {
    expect(validateSchedule(criteria({ departureFrom: '2031-04-10', departureTo: '2031-04-01' })).fields).toEqual({
      departureTo: { code: 'INVALID_DATE_RANGE' },
    });
    expect(validateSchedule(criteria({ arrivalFrom: '2031-05-10', arrivalTo: '2031-05-01' })).fields).toEqual({
      arrivalTo: { code: 'INVALID_DATE_RANGE' },
    });
    expect(validateSchedule(criteria({ departureFrom: '2031-04-01', departureTo: '2031-04-01' }))).toEqual({ fields: {} });
  });

  it('refuses a malformed or half-typed date and a port over 60 characters', () => {
    expect(validateSchedule(criteria({ departureFrom: '2026-02-30' })).fields).toEqual({ departureFrom: { code: 'DATE_INVALID' } });
    expect(validateSchedule(EMPTY_CRITERIA, ['arrivalFrom'])).toEqual({ fields: { arrivalFrom: { code: 'DATE_INVALID' } } });
    expect(validateSchedule(criteria({ port: 'x'.repeat(61) })).fields).toEqual({ port: { code: 'FIELD_TOO_LONG', params: { max: 60 } } });
    expect(validateSchedule(criteria({ port: ` ${'x'.repeat(60)} ` }))).toEqual({ fields: {} });
    expect(validateSchedule(criteria({ method: 'air' })).fields).toEqual({ method: { code: 'SHIPPING_METHOD_INVALID' } });
  });
});

describe('calendar days', () => {
  it('checks, moves and counts days without a time zone', () => {
    expect([isCalendarDate('2028-02-29'), isCalendarDate('2026-02-29'), isCalendarDate('2026-3-1')]).toEqual([true, false, false]);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(transitDays('2026-03-10', '2026-04-05')).toBe(26);
    // Across Europe's clock change: still whole days.
    expect(transitDays('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('takes "today" from the viewer’s clock, and offers the next 30 days of departures', () => {
    expect(localToday(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(departingSoon('2026-03-05')).toEqual(criteria({ departureFrom: '2026-03-05', departureTo: '2026-04-04' }));
  });
});
