import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { type ClaimDecisionVars, claimDecisionEmail } from './insurance-emails.js';

const claim = (over: Partial<ClaimDecisionVars>): ClaimDecisionVars => ({
  firstName: 'Amina',
  claimId: '3f2a9c1e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
  carTitle: '2018 Toyota Corolla',
  stockId: 'AB1234567',
  status: 'approved',
  payout: '2650.00',
  rejectionReason: null,
  claimsUrl: 'https://autoexport.example/profile/claims',
  ...over,
});

describe('the claim decision notice', () => {
  it('tells an approval, with the refund to come, and links to the claims', async () => {
    const mail = await renderEmail(claimDecisionEmail, 'en', claim({}), 'amina@example.com');
    expect(mail.subject).toBe('Insurance claim 3F2A9C1E approved: 2650.00 USD');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('Your marine insurance claim 3F2A9C1E for the 2018 Toyota Corolla (stock AB1234567) has been approved.');
    expect(mail.text).toContain('We will pay you a cash refund of 2650.00 USD and let you know when it is sent.');
    expect(mail.text).toContain('See your claims:\nhttps://autoexport.example/profile/claims');
    expect(mail.html).toContain('href="https://autoexport.example/profile/claims"');
  });

  it('tells the refund paid, and a rejection with its reason', async () => {
    const paid = await renderEmail(claimDecisionEmail, 'en', claim({ status: 'paid' }), 'a@example.com');
    expect(paid.subject).toBe('Insurance claim 3F2A9C1E: refund of 2650.00 USD paid');
    expect(paid.text).toContain(
      'The cash refund of 2650.00 USD for your marine insurance claim 3F2A9C1E for the 2018 Toyota Corolla (stock AB1234567) has been paid.',
    );
    const rejected = await renderEmail(
      claimDecisionEmail,
      'en',
      claim({ status: 'rejected', payout: null, rejectionReason: 'Damage listed on the auction sheet' }),
      'a@example.com',
    );
    expect(rejected.subject).toBe('Insurance claim 3F2A9C1E rejected');
    expect(rejected.text).toContain(
      'Your marine insurance claim 3F2A9C1E for the 2018 Toyota Corolla (stock AB1234567) has been rejected.',
    );
    expect(rejected.text).toContain('Reason:\nDamage listed on the auction sheet');
  });

  it('is written in the reader’s language', async () => {
    const mail = await renderEmail(claimDecisionEmail, 'pt', claim({}), 'a@example.com');
    expect(mail.subject).toBe('Sinistro 3F2A9C1E aprovado: 2650.00 USD');
    expect(mail.text).toContain(
      'Seu sinistro de seguro marítimo 3F2A9C1E referente ao 2018 Toyota Corolla (estoque AB1234567) foi aprovado.',
    );
    expect((await renderEmail(claimDecisionEmail, 'ur', claim({ status: 'paid' }), 'a@example.com')).subject).toBe(
      'بیمہ کلیم 3F2A9C1E: 2650.00 USD کی واپسی ادا کر دی گئی',
    );
  });

  it('escapes the rejection reason in the HTML', async () => {
    const vars = claim({ status: 'rejected', payout: null, rejectionReason: '<img src=x onerror=alert(1)> & more' });
    const mail = await renderEmail(claimDecisionEmail, 'en', vars, 'a@example.com');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mail.html).not.toContain('<img src=x');
  });
});
