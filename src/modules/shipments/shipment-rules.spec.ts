import { describe, expect, it } from '@jest/globals';
import {
  documentsReleased,
  isCalendarDate,
  latestLocation,
  scheduleSearchRefusal,
  shipmentState,
  voyageDatesRefusal,
} from './shipment-rules.js';

const ARRIVAL = 'Arrival date must be after departure date';
const DEPARTURE = 'Departure date must be before arrival date';

describe('the shipping schedule search (spec §5)', () => {
  it('needs at least one criterion', () => {
    for (const q of [{}, { departureFrom: '', port: '' }]) {
      expect(scheduleSearchRefusal(q)).toMatchObject({
        code: 'SCHEDULE_CRITERIA_REQUIRED',
        message: 'Please select at least one search criteria',
      });
    }
    for (const q of [{ port: 'Mombasa' }, { method: 'roro' }, { departureFrom: '2026-03-01' }, { arrivalTo: '2026-04-01' }]) {
      expect(scheduleSearchRefusal(q)).toBeNull();
    }
  });

  it('refuses an arrival window that ends on or before the departure window starts, on both fields', () => {
    for (const arrivalTo of ['2026-03-09', '2026-03-10']) {
      const error = scheduleSearchRefusal({ departureFrom: '2026-03-10', arrivalTo });
      expect(error).toMatchObject({ code: 'ARRIVAL_BEFORE_DEPARTURE', message: ARRIVAL });
      expect(error?.details).toEqual([
        { field: 'arrivalTo', code: 'ARRIVAL_BEFORE_DEPARTURE', message: ARRIVAL },
        { field: 'departureFrom', code: 'DEPARTURE_AFTER_ARRIVAL', message: DEPARTURE },
      ]);
    }
    expect(scheduleSearchRefusal({ departureFrom: '2026-03-10', arrivalTo: '2026-03-11' })).toBeNull();
    // Overlapping windows can match (leave on the 5th, arrive on the 20th).
    expect(scheduleSearchRefusal({ departureFrom: '2026-03-01', departureTo: '2026-03-31', arrivalFrom: '2026-03-15' })).toBeNull();
  });

  it('wants each range in order', () => {
    expect(scheduleSearchRefusal({ departureFrom: '2026-03-10', departureTo: '2026-03-01' })?.details).toEqual([
      expect.objectContaining({ field: 'departureTo', code: 'INVALID_DATE_RANGE' }),
    ]);
    expect(scheduleSearchRefusal({ arrivalFrom: '2026-05-10', arrivalTo: '2026-05-01' })?.details).toEqual([
      expect.objectContaining({ field: 'arrivalTo', code: 'INVALID_DATE_RANGE' }),
    ]);
    expect(scheduleSearchRefusal({ arrivalFrom: '2026-05-01', arrivalTo: '2026-05-01' })).toBeNull();
  });
});

describe('a shipment’s dates', () => {
  const fields = { departure: 'departureDate', arrival: 'arrivalDate' };
  it('arrive strictly after they leave', () => {
    expect(voyageDatesRefusal('2026-03-10', '2026-04-20', fields)).toBeNull();
    expect(voyageDatesRefusal(undefined, '2026-04-20', fields)).toBeNull();
    const same = voyageDatesRefusal('2026-03-10', '2026-03-10', fields);
    expect(same?.details?.map((d) => [d.field, d.message])).toEqual([
      ['arrivalDate', ARRIVAL],
      ['departureDate', DEPARTURE],
    ]);
    expect(voyageDatesRefusal('2026-03-10', '2026-03-01', fields)?.getStatus()).toBe(400);
  });

  it('are real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-1', '2026-03-01T00:00:00Z', 20260301, null]) expect(isCalendarDate(bad)).toBe(false);
  });
});

describe('car tracking', () => {
  it('is released when there are documents and all are released', () => {
    expect(documentsReleased([])).toBe(false);
    expect(documentsReleased([{ released: true }, { released: false }])).toBe(false);
    expect(documentsReleased([{ released: true }, { released: true }])).toBe(true);
  });

  it('locates the car by its latest event, entered last on a tie', () => {
    expect(latestLocation([])).toBeNull();
    const at = (iso: string) => new Date(iso);
    expect(
      latestLocation([
        { id: '3', occurredAt: at('2026-03-01T00:00:00Z'), location: 'Yokohama' },
        { id: '1', occurredAt: at('2026-03-20T00:00:00Z'), location: 'Mombasa' },
        { id: '2', occurredAt: at('2026-03-10T00:00:00Z'), location: 'At sea' },
      ]),
    ).toBe('Mombasa');
    expect(
      latestLocation([
        { id: '9', occurredAt: at('2026-03-20T00:00:00Z'), location: 'Port gate' },
        { id: '10', occurredAt: at('2026-03-20T00:00:00Z'), location: 'Yard 4' },
      ]),
    ).toBe('Yard 4');
  });
});

describe('shipmentState', () => {
  it('is scheduled before the departure day, sailing until the arrival day, arrived from then on', () => {
    expect(shipmentState('2026-03-10', '2026-04-05', '2026-03-09')).toBe('scheduled');
    expect(shipmentState('2026-03-10', '2026-04-05', '2026-03-10')).toBe('sailing');
    expect(shipmentState('2026-03-10', '2026-04-05', '2026-04-04')).toBe('sailing');
    expect(shipmentState('2026-03-10', '2026-04-05', '2026-04-05')).toBe('arrived');
    expect(shipmentState('2026-03-10', '2026-04-05', '2027-01-01')).toBe('arrived');
  });
});
