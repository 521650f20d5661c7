import { describe, expect, it } from '@jest/globals';
import {
  decideStatusChange,
  idOfReference,
  INQUIRY_MACHINE,
  mayRespond,
  referenceOf,
  responseMove,
  staffTargets,
} from './inquiry-rules.js';
import { INQUIRY_STATUSES, type InquiryStatus } from './inquiry.entity.js';

describe('inquiry references', () => {
  it('spell the id with at least six digits, and read back case-insensitively', () => {
    expect(referenceOf('123')).toBe('INQ-000123');
    expect(referenceOf(1234567)).toBe('INQ-1234567');
    expect(idOfReference('INQ-000123')).toBe('123');
    expect(idOfReference(' inq-000123 ')).toBe('123');
    expect(idOfReference('INQ-1234567')).toBe('1234567');
  });

  it('name nothing else', () => {
    for (const bad of ['', '123', 'INQ-123', 'INQ-000000', 'INQ-00012x', 'ORD-000123', 'INQ-0001234567890123456789', 'INQ--00123']) {
      expect(idOfReference(bad)).toBeNull();
    }
  });
});

describe('inquiry status machine', () => {
  const carInquiry = (status: InquiryStatus, answered = status === 'responded') => ({ general: false, answered, status });
  const outcome = (d: ReturnType<typeof decideStatusChange>) => (d.kind === 'refused' ? d.error.code : d.kind);

  it('lets staff close Pending or Responded by hand, the same status again is no change, Responded only by a response', () => {
    const table = Object.fromEntries(
      INQUIRY_STATUSES.map((from) => [
        from,
        Object.fromEntries(INQUIRY_STATUSES.map((to) => [to, outcome(decideStatusChange(carInquiry(from), to))])),
      ]),
    );
    expect(table).toEqual({
      pending: { pending: 'unchanged', responded: 'INQUIRY_RESPOND_FIRST', closed: 'move' },
      responded: { pending: 'INQUIRY_TRANSITION_NOT_ALLOWED', responded: 'unchanged', closed: 'move' },
      // Reopened without a response: back to Pending; Responded needs a response first.
      closed: { pending: 'move', responded: 'INQUIRY_RESPOND_FIRST', closed: 'unchanged' },
    });
  });

  it('reopens an answered inquiry as Responded, never as Pending', () => {
    expect(outcome(decideStatusChange(carInquiry('closed', true), 'responded'))).toBe('move');
    const refused = decideStatusChange(carInquiry('closed', true), 'pending');
    expect(refused.kind === 'refused' && [refused.error.getStatus(), refused.error.message]).toEqual([
      409,
      'This inquiry has a response: reopened, it is Responded again.',
    ]);
  });

  it('refuses every status update of a general inquiry (Car: N/A) with the spec’s sentence, even to the same status', () => {
    for (const from of INQUIRY_STATUSES) {
      for (const to of INQUIRY_STATUSES) {
        const d = decideStatusChange({ general: true, answered: false, status: from }, to);
        expect(d.kind === 'refused' && d.error.message).toBe('Status update is not allowed for general inquiries (Car: N/A).');
      }
    }
  });

  it('offers staff the moves the table allows (nextStatuses): none for a general inquiry', () => {
    expect(staffTargets(carInquiry('pending'))).toEqual(['closed']);
    expect(staffTargets(carInquiry('responded'))).toEqual(['closed']);
    expect(staffTargets(carInquiry('closed', false))).toEqual(['pending']);
    expect(staffTargets(carInquiry('closed', true))).toEqual(['responded']);
    for (const status of INQUIRY_STATUSES) expect(staffTargets({ general: true, answered: true, status })).toEqual([]);
  });

  it('lets a response be sent until the inquiry is closed: the first moves it to Responded, a later one replaces it', () => {
    expect(INQUIRY_STATUSES.map(mayRespond)).toEqual([true, true, false]);
    expect(responseMove('pending')).toBe('move');
    expect(responseMove('responded')).toBe('again');
    expect(() => responseMove('closed')).toThrow('This inquiry is closed: reopen it to send a response.');
  });

  it('never lets staff set Responded by hand from Pending, nor a response move anything but Pending', () => {
    expect(INQUIRY_MACHINE.can('pending', 'responded', 'staff')).toBe(false);
    expect(INQUIRY_MACHINE.targets('pending', 'response')).toEqual(['responded']);
    expect(INQUIRY_MACHINE.targets('closed', 'response')).toEqual([]);
    expect(INQUIRY_MACHINE.isFinal('closed')).toBe(false);
  });
});
