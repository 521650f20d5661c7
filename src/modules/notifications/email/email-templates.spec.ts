import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../../common/context/locale.js';
import { COMPANY_HEAD_OFFICE, COMPANY_LEGAL_NAME } from '../../../common/company/company-facts.js';
import { type EmailTemplate, isEmailTemplate } from './email-template.js';
import { renderEmail } from './render-email.js';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `*-email.ts` / `*-emails.ts` file under src/modules: where templates are declared (README "Emails"). */
function emailFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return emailFiles(full);
    return /-emails?\.ts$/.test(entry.name) ? [full] : [];
  });
}

async function allTemplates(): Promise<EmailTemplate<unknown>[]> {
  const found: EmailTemplate<unknown>[] = [];
  for (const file of emailFiles(modulesDir)) {
    const exports = (await import(file)) as Record<string, unknown>;
    found.push(...Object.values(exports).filter(isEmailTemplate));
  }
  return found;
}

describe('every email template', () => {
  it('is found, each under a name of its own', async () => {
    const names = (await allTemplates()).map((t) => t.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('renders in every language, with nothing left blank or undefined and its own words in each', async () => {
    for (const template of await allTemplates()) {
      const english = await renderEmail(template, 'en', template.sample, 'reader@example.com');
      for (const language of LOCALES) {
        const where = `${template.name} [${language}]`;
        const mail = await renderEmail(template, language, template.sample, 'reader@example.com');
        expect({ where, subject: mail.subject.trim().length > 0 }).toEqual({ where, subject: true });
        for (const part of [mail.subject, mail.text, mail.html ?? '']) {
          expect({ where, leftover: /\bundefined\b|\bNaN\b|\[object Object\]|\{\{|\$\{/.exec(part)?.[0] ?? null }).toEqual({
            where,
            leftover: null,
          });
        }
        expect({ where, footer: mail.text.includes(COMPANY_LEGAL_NAME) && mail.text.includes(COMPANY_HEAD_OFFICE.address) }).toEqual({
          where,
          footer: true,
        });
        expect({ where, html: new RegExp(`<html[^>]* lang="${language}"`).test(mail.html ?? '') }).toEqual({ where, html: true });
        // A translation that is the English text again is a missing one.
        if (language !== 'en') expect({ where, translated: mail.subject !== english.subject }).toEqual({ where, translated: true });
      }
    }
  });
});
