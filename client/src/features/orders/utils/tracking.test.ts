import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  documentStatus,
  eventDateOptions,
  fileNameFromDisposition,
  isolate,
  isTracked,
  latestEvent,
  newestFirst,
  releasedCount,
  trackingTab,
} from './tracking';

// As the server sends them: oldest first, by date, then in the order staff entered them.
const events = [
  { date: '2026-03-10T06:00:00.000Z', description: 'Loaded on board', location: 'Yokohama, Japan' },
  { date: '2026-03-20T00:00:00.000Z', description: 'Transshipped', location: 'Singapore' },
  { date: '2026-04-05T00:00:00.000Z', description: 'Discharged', location: 'Mombasa, Kenya' },
  { date: '2026-04-05T00:00:00.000Z', description: 'Cleared customs', location: 'Mombasa port, Kenya' },
];

describe('the tracking timeline', () => {
  it('puts the newest event first; of two on the same date, the one entered last', () => {
    expect(newestFirst(events).map((e) => e.description)).toEqual(['Cleared customs', 'Discharged', 'Transshipped', 'Loaded on board']);
    expect(events[0].description).toBe('Loaded on board'); // the list it was given is left as it was
  });

  it('orders by the date itself, whatever order the events come in', () => {
    const shuffled = [events[2], events[0], events[1]];
    expect(newestFirst(shuffled).map((e) => e.location)).toEqual(['Mombasa, Kenya', 'Singapore', 'Yokohama, Japan']);
  });

  it('"get location": the latest event’s place, or nothing before the first event', () => {
    expect(latestEvent(events)?.location).toBe('Mombasa port, Kenya');
    expect(latestEvent(events.slice(0, 2))).toMatchObject({ location: 'Singapore', date: '2026-03-20T00:00:00.000Z' });
    expect(latestEvent([])).toBeNull();
  });

  it('shows a day entered alone as that day (UTC, no time) and a moment with its time in the reader’s zone', () => {
    expect(eventDateOptions('2026-03-20T00:00:00.000Z')).toEqual({ dateStyle: 'medium', timeZone: 'UTC' });
    expect(eventDateOptions('2026-03-20T00:00:00Z')).toEqual({ dateStyle: 'medium', timeZone: 'UTC' });
    expect(eventDateOptions('2026-03-10T06:00:00.000Z')).toEqual({ dateStyle: 'medium', timeStyle: 'short' });
    expect(eventDateOptions('2026-03-10T00:00:30.000Z')).toEqual({ dateStyle: 'medium', timeStyle: 'short' });
  });
});

describe('documents', () => {
  it('says released or not, with the courier and tracking number only where given', () => {
    expect(documentStatus({ released: true, courierName: 'DHL', trackingNumber: '1234567890' })).toEqual({
      key: 'released',
      courier: 'DHL',
      tracking: '1234567890',
    });
    expect(documentStatus({ released: false, courierName: null, trackingNumber: '  ' })).toEqual({
      key: 'notReleased',
      courier: null,
      tracking: null,
    });
  });

  it('counts the released ones', () => {
    expect(releasedCount([{ released: true }, { released: false }, { released: true }])).toBe(2);
    expect(releasedCount([])).toBe(0);
  });

  it('takes the download’s name from Content-Disposition, else makes one from the kind and stock id', () => {
    const fallback = documentFileName({ kind: 'bill_of_lading', contentType: 'application/pdf' }, 'AB1234567');
    expect(fallback).toBe('bill-of-lading-AB1234567.pdf');
    expect(fileNameFromDisposition('attachment; filename="bill-of-lading-AB1234567-3f6c2a9e.pdf"', fallback)).toBe(
      'bill-of-lading-AB1234567-3f6c2a9e.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'invoice%20%E2%84%961.png', fallback)).toBe(
      'invoice №1.png',
    );
    expect(fileNameFromDisposition('attachment; filename=export-certificate.webp', fallback)).toBe('export-certificate.webp');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe('passwd');
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(documentFileName({ kind: 'invoice', contentType: 'image/jpeg' }, 'ZZ1')).toBe('invoice-ZZ1.jpg');
  });

  it('sets staff’s text apart from the sentence around it', () => {
    expect(isolate('JP 123-456')).toBe('\u2068JP 123-456\u2069');
  });
});

describe('the Car tracking tab', () => {
  it('reads the tab from the URL, Unreleased unless it says released', () => {
    expect(trackingTab('released')).toBe('released');
    expect(trackingTab('unreleased')).toBe('unreleased');
    expect(trackingTab('all')).toBe('unreleased');
    expect(trackingTab(null)).toBe('unreleased');
  });

  it('tracks bought cars: the deposit paid and not cancelled', () => {
    expect(['reserved', 'deposit_paid', 'paid', 'shipped', 'arrived', 'cancelled'].filter(isTracked)).toEqual([
      'deposit_paid',
      'paid',
      'shipped',
      'arrived',
    ]);
  });
});
