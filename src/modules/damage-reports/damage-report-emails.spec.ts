import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { damageStatusEmail, type DamageStatusVars } from './damage-report-emails.js';

const report = (over: Partial<DamageStatusVars>): DamageStatusVars => ({
  firstName: 'Amina',
  reference: 'DR-7K3M9Q2X',
  carTitle: '2018 Toyota Corolla',
  stockId: 'AB1234567',
  status: 'under_review',
  staffNote: 'Our surveyor will inspect the car at the port on Monday.',
  reportsUrl: 'https://autoexport.example/profile/damage-reports',
  ...over,
});

describe('the damage report status notice', () => {
  it('gives the new status, what comes next, staff’s note and the link to the reports', async () => {
    const mail = await renderEmail(damageStatusEmail, 'en', report({}), 'amina@example.com');
    expect(mail.subject).toBe('Damage report DR-7K3M9Q2X: under review');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('Your damage report DR-7K3M9Q2X for the 2018 Toyota Corolla (stock AB1234567) is now under review.');
    expect(mail.text).toContain('Our team is now reviewing your report and will be in touch.');
    expect(mail.text).toContain('Note from our team:\nOur surveyor will inspect the car at the port on Monday.');
    expect(mail.text).toContain('See your damage reports:\nhttps://autoexport.example/profile/damage-reports');
  });

  it('leaves the note out when staff wrote none', async () => {
    const mail = await renderEmail(damageStatusEmail, 'en', report({ status: 'resolved', staffNote: null }), 'a@example.com');
    expect(mail.subject).toBe('Damage report DR-7K3M9Q2X: resolved');
    expect(mail.text).toContain('Your report has been resolved.');
    expect(mail.text).not.toContain('Note from our team');
  });

  it('is written in the reader’s language', async () => {
    const mail = await renderEmail(damageStatusEmail, 'es', report({ status: 'rejected' }), 'a@example.com');
    expect(mail.subject).toBe('Informe de daños DR-7K3M9Q2X: rechazado');
    expect(mail.text).toContain('Su informe de daños DR-7K3M9Q2X sobre el 2018 Toyota Corolla (stock AB1234567) ahora está rechazado.');
    expect(mail.text).toContain('Nota de nuestro equipo:');
  });

  it('escapes staff’s note in the HTML', async () => {
    const mail = await renderEmail(damageStatusEmail, 'en', report({ staffNote: 'See <b>photo 2</b> & 3' }), 'a@example.com');
    expect(mail.html).toContain('See &lt;b&gt;photo 2&lt;/b&gt; &amp; 3');
    expect(mail.html).not.toContain('<b>photo 2</b>');
  });
});
