import { describe, expect, it } from '@jest/globals';
import { companyCalendar } from '../../common/time/business-days.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { cancellationNoticeOf, companyWallTime, reservationCancelledEmail } from './order-emails.js';
import { ORDER_STATUSES, TRANSITION_CAUSES } from './order-transitions.js';

describe('cancellationNoticeOf', () => {
  const customer = { userId: '42' };

  it('owes the customer a notice when the expiry or staff cancel their order, saying which', () => {
    expect(cancellationNoticeOf(customer, 'cancelled', 'expiry')).toBe('expired');
    expect(cancellationNoticeOf(customer, 'cancelled', 'staff')).toBe('staff');
  });

  it('owes none for their own cancellation, for an order without a customer, or for any other move', () => {
    expect(cancellationNoticeOf(customer, 'cancelled', 'customer')).toBeNull();
    expect(cancellationNoticeOf({ userId: null }, 'cancelled', 'staff')).toBeNull();
    for (const to of ORDER_STATUSES.filter((s) => s !== 'cancelled'))
      for (const cause of TRANSITION_CAUSES) expect(cancellationNoticeOf(customer, to, cause)).toBeNull();
  });
});

describe('the reservation cancelled notice', () => {
  const car = { firstName: 'Amina', carTitle: '2018 Toyota Corolla', stockId: 'AB1234567', holdEndedAt: '2026-03-05 10:30' };

  it('says the hold ended without the deposit, on Japan time, or that staff cancelled it', async () => {
    const expired = await renderEmail(reservationCancelledEmail, 'en', { ...car, reason: 'expired' }, 'amina@example.com');
    expect(expired.to).toBe('amina@example.com');
    expect(expired.subject).toBe('Your reservation of 2018 Toyota Corolla (AB1234567) has been cancelled');
    expect(expired.text).toMatch(/^Hello Amina,/);
    expect(expired.text).toContain(
      'The hold on the 2018 Toyota Corolla (stock AB1234567) ended on 2026-03-05 10:30 (Japan time) without the 50% deposit, so your reservation has been cancelled and the car released.',
    );
    expect(expired.text).toContain('reply to this email or contact your account manager.');
    const byStaff = await renderEmail(reservationCancelledEmail, 'en', { ...car, reason: 'staff' }, 'amina@example.com');
    expect(byStaff.text).toContain('Your reservation of the 2018 Toyota Corolla (stock AB1234567) has been cancelled by our staff.');
    expect(byStaff.text).not.toContain('Japan time');
  });

  it('is written in the reader’s language, Japan time included', async () => {
    const mail = await renderEmail(reservationCancelledEmail, 'pt', { ...car, reason: 'expired' }, 'amina@example.com');
    expect(mail.subject).toBe('Sua reserva do 2018 Toyota Corolla (AB1234567) foi cancelada');
    expect(mail.text).toContain('terminou em 2026-03-05 10:30 (horário do Japão) sem o pagamento do sinal de 50%');
    const ur = await renderEmail(reservationCancelledEmail, 'ur', { ...car, reason: 'expired' }, 'amina@example.com');
    expect(ur.text).toContain('2026-03-05 10:30 (جاپان کا وقت)');
  });

  it('escapes the car title and the name in the HTML', async () => {
    const vars = { ...car, firstName: '<i>Eve</i>', carTitle: 'Toyota <script>x</script> & Co', reason: 'staff' as const };
    const mail = await renderEmail(reservationCancelledEmail, 'en', vars, 'eve@example.com');
    expect(mail.html).toContain('Toyota &lt;script&gt;x&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('Hello &lt;i&gt;Eve&lt;/i&gt;,');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('companyWallTime', () => {
  it('writes an instant on Tokyo’s wall clock, minutes included', () => {
    const calendar = companyCalendar([]);
    expect(companyWallTime(new Date('2026-03-05T01:30:00Z'), calendar)).toBe('2026-03-05 10:30');
    expect(companyWallTime(new Date('2026-03-05T15:05:00Z'), calendar)).toBe('2026-03-06 00:05');
  });
});
