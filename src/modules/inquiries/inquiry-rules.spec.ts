import { describe, expect, it } from '@jest/globals';
import { decideStatusChange, idOfReference, mayRespond, referenceOf, responseEmail, submittedEmail } from './inquiry-rules.js';
import { INQUIRY_STATUSES } from './inquiry.entity.js';

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

describe('inquiry status rule', () => {
  const car = (status: (typeof INQUIRY_STATUSES)[number]) => ({ general: false, status });

  it('allows Pending or Responded → Closed, and the same status as no change', () => {
    const table = Object.fromEntries(
      INQUIRY_STATUSES.map((from) => [from, Object.fromEntries(INQUIRY_STATUSES.map((to) => [to, decideStatusChange(car(from), to)]))]),
    );
    expect(table).toEqual({
      pending: {
        pending: { kind: 'unchanged' },
        responded: { kind: 'refused', key: 'INQUIRY_RESPOND_FIRST' },
        closed: { kind: 'move' },
      },
      responded: {
        pending: { kind: 'refused', key: 'INQUIRY_TRANSITION_NOT_ALLOWED' },
        responded: { kind: 'unchanged' },
        closed: { kind: 'move' },
      },
      closed: {
        pending: { kind: 'refused', key: 'INQUIRY_TRANSITION_NOT_ALLOWED' },
        responded: { kind: 'refused', key: 'INQUIRY_TRANSITION_NOT_ALLOWED' },
        closed: { kind: 'unchanged' },
      },
    });
  });

  it('refuses every status update of a general inquiry (Car: N/A), even to the same status', () => {
    for (const from of INQUIRY_STATUSES) {
      for (const to of INQUIRY_STATUSES) {
        expect(decideStatusChange({ general: true, status: from }, to)).toEqual({ kind: 'refused', key: 'INQUIRY_GENERAL_STATUS_LOCKED' });
      }
    }
  });

  it('lets staff respond until the inquiry is closed', () => {
    expect(INQUIRY_STATUSES.map(mayRespond)).toEqual([true, true, false]);
  });
});

describe('inquiry emails', () => {
  const facts = {
    to: 'amina@example.com',
    name: 'Amina <Njeri>',
    reference: 'INQ-000042',
    carTitle: '2019 Toyota Prius (AB1234567)',
    message: 'Is it available?\nAnd the price to Mombasa?',
    link: 'http://localhost:3000/inquiries',
  };

  it('confirms the inquiry with its reference, car and message; escapes the HTML', () => {
    const mail = submittedEmail(facts);
    expect(mail).toMatchObject({ to: 'amina@example.com', subject: 'We received your inquiry INQ-000042' });
    expect(mail.text).toContain('Car: 2019 Toyota Prius (AB1234567)');
    expect(mail.text).toContain('Is it available?\nAnd the price to Mombasa?');
    expect(mail.html).toContain('Hello Amina &lt;Njeri&gt;,');
    expect(mail.html).toContain('Is it available?<br>And the price to Mombasa?');
    expect(submittedEmail({ ...facts, carTitle: null }).text).toContain('Car: N/A');
  });

  it('sends the response with the question it answers', () => {
    const mail = responseEmail({ ...facts, carTitle: null, response: 'Yes <b>it is</b>.' });
    expect(mail.subject).toBe('Response to your inquiry INQ-000042');
    expect(mail.text).toContain('(Car: N/A):\n\nYes <b>it is</b>.');
    expect(mail.html).toContain('Yes &lt;b&gt;it is&lt;/b&gt;.');
    expect(mail.text).toContain('http://localhost:3000/inquiries');
  });
});
