import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { auditEntries, makeImage, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { agentBody, officeBody } from './support/directory-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const VALIDATION = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' };
const UUID = '00000000-0000-4000-8000-000000000000';
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);

interface Section {
  key: string;
  name: string;
  nameFallback: boolean;
  items: { id: string; question: string; answerHtml: string; language: string; fallback: boolean }[];
}

/** The FAQ, the office network and the WhatsApp widget's support agents (issue 11): data staff edit, in four languages. */
describe('FAQ, offices and support agents', () => {
  let t: TestApp;
  const uploads = tempUploadDir();
  let user: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', UPLOAD_DIR: uploads.dir });
    [user, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin' })]);
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const staff = () => api(t, admin);
  const faq = async (lang?: string, acceptLanguage?: string): Promise<Section[]> => {
    let req = api(t).get('/api/faq');
    if (lang) req = req.query({ lang });
    if (acceptLanguage) req = req.set('Accept-Language', acceptLanguage);
    const res = await req.expect(200);
    return res.body.categories as Section[];
  };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin }),
      routes: [
        { method: 'get', url: '/api/faq', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/offices', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/support-agents', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/admin/faq/categories' },
        { method: 'post', url: '/api/admin/faq/categories', body: { key: 'x', name: { en: 'X' } }, expect: { admin: 201 } },
        { method: 'put', url: '/api/admin/faq/categories/order', body: { keys: [] }, expect: { admin: 400 } },
        { method: 'patch', url: '/api/admin/faq/categories/nope', body: {}, expect: { admin: 404 } },
        { method: 'delete', url: '/api/admin/faq/categories/nope', expect: { admin: 404 } },
        { method: 'put', url: '/api/admin/faq/categories/nope/order', body: { ids: [] }, expect: { admin: 404 } },
        { method: 'get', url: '/api/admin/faq/items' },
        { method: 'get', url: `/api/admin/faq/items/${UUID}`, expect: { admin: 404 } },
        { method: 'post', url: '/api/admin/faq/items', body: {}, expect: { admin: 400 } },
        { method: 'patch', url: `/api/admin/faq/items/${UUID}`, body: {}, expect: { admin: 404 } },
        { method: 'delete', url: `/api/admin/faq/items/${UUID}`, expect: { admin: 404 } },
        { method: 'get', url: '/api/admin/offices' },
        { method: 'get', url: `/api/admin/offices/${UUID}`, expect: { admin: 404 } },
        { method: 'post', url: '/api/admin/offices', body: {}, expect: { admin: 400 } },
        { method: 'patch', url: `/api/admin/offices/${UUID}`, body: {}, expect: { admin: 404 } },
        { method: 'delete', url: `/api/admin/offices/${UUID}`, expect: { admin: 404 } },
        { method: 'get', url: '/api/admin/support-agents' },
        { method: 'get', url: `/api/admin/support-agents/${UUID}`, expect: { admin: 404 } },
        { method: 'post', url: '/api/admin/support-agents', body: {}, expect: { admin: 400 } },
        { method: 'patch', url: `/api/admin/support-agents/${UUID}`, body: {}, expect: { admin: 404 } },
        { method: 'delete', url: `/api/admin/support-agents/${UUID}`, expect: { admin: 404 } },
      ],
      expect: { anonymous: 401, user: 403, admin: 200 },
    });
  });

  describe('the FAQ', () => {
    let howToPay: string;
    let delivery: string;
    let hidden: string;

    beforeAll(async () => {
      await staff().delete('/api/admin/faq/categories/x');
      await staff()
        .post('/api/admin/faq/categories', { key: 'payment', name: { en: 'Payment', ur: 'ادائیگی', pt: 'Pagamento', es: 'Pago' } })
        .expect(201);
      await staff()
        .post('/api/admin/faq/categories', { key: 'shipping', name: { en: 'Shipping', ur: 'شپنگ' } })
        .expect(201);
      await staff()
        .post('/api/admin/faq/categories', { key: 'empty', name: { en: 'Nothing yet' } })
        .expect(201);
      howToPay = (
        await staff()
          .post('/api/admin/faq/items', {
            category: 'payment',
            question: { en: 'How do I pay?', ur: 'میں ادائیگی کیسے کروں؟', pt: 'Como pago?', es: '¿Cómo pago?' },
            answer: {
              en: 'By **telegraphic transfer**.<script>alert(1)</script>',
              ur: '**ٹیلی گرافک ٹرانسفر** کے ذریعے۔',
              pt: 'Por **transferência bancária**.',
              es: 'Por **transferencia**.',
            },
          })
          .expect(201)
      ).body.id;
      // Translated question, untranslated answer in Portuguese: shown in English.
      delivery = (
        await staff()
          .post('/api/admin/faq/items', {
            category: 'shipping',
            question: { en: 'How long does delivery take?', pt: 'Quanto demora a entrega?' },
            answer: { en: 'Usually 4 to 8 weeks.', ur: 'عام طور پر 4 سے 8 ہفتے۔' },
          })
          .expect(201)
      ).body.id;
      hidden = (
        await staff()
          .post('/api/admin/faq/items', {
            category: 'shipping',
            question: { en: 'Draft question' },
            answer: { en: 'Not ready.' },
            published: false,
          })
          .expect(201)
      ).body.id;
    });

    it('answers in the asked language, grouped by category in order, answers as sanitised HTML', async () => {
      const sections = await faq('es');
      expect(sections.map((s) => s.key)).toEqual(['payment', 'shipping']);
      expect(sections[0]).toMatchObject({ name: 'Pago', nameFallback: false });
      expect(sections[0]!.items).toEqual([
        {
          id: howToPay,
          question: '¿Cómo pago?',
          answerHtml: '<p>Por <strong>transferencia</strong>.</p>',
          language: 'es',
          fallback: false,
        },
      ]);
      const english = await faq('en');
      expect(english[0]!.items[0]!.answerHtml).toBe('<p>By <strong>telegraphic transfer</strong>.</p>');
    });

    it('falls back to English per question, and per category name, and says so', async () => {
      const pt = await faq('pt');
      expect(pt[1]).toMatchObject({ key: 'shipping', name: 'Shipping', nameFallback: true });
      expect(pt[1]!.items).toEqual([
        {
          id: delivery,
          question: 'How long does delivery take?',
          answerHtml: '<p>Usually 4 to 8 weeks.</p>',
          language: 'en',
          fallback: true,
        },
      ]);
      const ur = await faq('ur');
      expect(ur[1]!.items[0]).toMatchObject({ question: 'How long does delivery take?', fallback: true });
      expect(ur[0]!.items[0]).toMatchObject({ question: 'میں ادائیگی کیسے کروں؟', fallback: false, language: 'ur' });
    });

    it('leaves out unpublished questions and empty categories', async () => {
      const sections = await faq('en');
      expect(sections.map((s) => s.key)).not.toContain('empty');
      expect(sections.flatMap((s) => s.items.map((i) => i.id))).not.toContain(hidden);
    });

    it('takes the language from Accept-Language when no lang is given; an unknown lang is a 400', async () => {
      expect((await faq(undefined, 'ur-PK,ur;q=0.9'))[0]!.name).toBe('ادائیگی');
      const res = await api(t).get('/api/faq').query({ lang: 'fr' }).expect(400);
      expect(res.body).toMatchObject({ ...VALIDATION, details: [expect.objectContaining({ field: 'lang', code: 'FIELD_ONE_OF' })] });
    });

    it('shows a staff edit at once, and records it in the audit log', async () => {
      await faq('pt');
      const res = await staff().patch(`/api/admin/faq/items/${delivery}`, {
        answer: { en: 'Usually 4 to 8 weeks.', pt: 'Normalmente 4 a 8 semanas.' },
      });
      expect(res.status).toBe(200);
      expect(res.body.translated).toEqual(['en', 'pt']);
      expect((await faq('pt'))[1]!.items[0]).toMatchObject({ question: 'Quanto demora a entrega?', fallback: false, language: 'pt' });
      const audit = await auditEntries(t, 'faq_item', delivery);
      expect(audit.map((a) => a.action)).toEqual(['faq_item.create', 'faq_item.update']);
      expect(audit[1]!.after).toEqual({ answer: { en: 'Usually 4 to 8 weeks.', ur: null, pt: 'Normalmente 4 a 8 semanas.', es: null } });
    });

    it('publishes, reorders and deletes', async () => {
      await staff().patch(`/api/admin/faq/items/${hidden}`, { published: true }).expect(200);
      expect((await faq('en'))[1]!.items.map((i) => i.id)).toEqual([delivery, hidden]);
      await staff()
        .put('/api/admin/faq/categories/shipping/order', { ids: [hidden, delivery] })
        .expect(200);
      expect((await faq('en'))[1]!.items.map((i) => i.id)).toEqual([hidden, delivery]);
      await staff()
        .put('/api/admin/faq/categories/order', { keys: ['shipping', 'empty', 'payment'] })
        .expect(200);
      expect((await faq('en')).map((s) => s.key)).toEqual(['shipping', 'payment']);
      await staff().delete(`/api/admin/faq/items/${hidden}`).expect(204);
      await staff().get(`/api/admin/faq/items/${hidden}`).expect(404);
      expect((await faq('en'))[0]!.items.map((i) => i.id)).toEqual([delivery]);
      expect((await auditEntries(t, 'faq_category', 'shipping')).map((a) => a.action)).toEqual(['faq_category.create', 'faq_item.reorder']);
    });

    it('refuses a reorder that does not list every entry once', async () => {
      const res = await staff()
        .put('/api/admin/faq/categories/order', { keys: ['shipping', 'payment'] })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'REORDER_MISMATCH', message: 'The new order must list each of the 3 entries exactly once.' });
      await staff()
        .put('/api/admin/faq/categories/payment/order', { ids: [UUID] })
        .expect(400);
    });

    it('refuses invalid bodies with field errors in the documented error body', async () => {
      let res = await staff()
        .post('/api/admin/faq/items', { category: 'shipping', question: { ur: 'صرف اردو' }, answer: 'text' })
        .expect(400);
      expect(res.body).toMatchObject(VALIDATION);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'question',
            code: 'TRANSLATIONS_INVALID',
            message: 'Question must be an object of texts by language (en, ur, pt, es), with the English text',
          }),
          expect.objectContaining({ field: 'answer', code: 'TRANSLATIONS_INVALID' }),
        ]),
      );
      expect(typeof res.body.requestId).toBe('string');
      res = await staff()
        .post('/api/admin/faq/items', { category: 'nope', question: { en: 'Q' }, answer: { en: 'A' } })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'FAQ_UNKNOWN_CATEGORY', details: [expect.objectContaining({ field: 'category' })] });
      res = await staff()
        .post('/api/admin/faq/categories', { key: 'Bad Key', name: { en: 'X', fr: 'X' } })
        .expect(400);
      expect(res.body.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
        ['key', 'FAQ_CATEGORY_KEY_INVALID'],
        ['name', 'TRANSLATIONS_INVALID'],
      ]);
      res = await staff()
        .post('/api/admin/faq/categories', { key: 'payment', name: { en: 'Again' } })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'FAQ_CATEGORY_KEY_TAKEN', message: 'An FAQ category with the key "payment" already exists.' });
      res = await staff().delete('/api/admin/faq/categories/payment').expect(409);
      expect(res.body.code).toBe('FAQ_CATEGORY_NOT_EMPTY');
      res = await staff()
        .post('/api/admin/faq/items', { category: 'payment', question: { en: 'Q' }, answer: { en: 'A' }, role: 'x' })
        .expect(400);
      expect(res.body.code).toBe('UNKNOWN_FIELD');
    });
  });

  describe('offices and support agents', () => {
    let nairobi: string;
    let london: string;
    let agent: string;

    beforeAll(async () => {
      await staff()
        .post(
          '/api/admin/offices',
          officeBody({ region: 'Headquarters', name: 'Head office', city: 'Yokohama', country: 'JP', timeZone: 'Asia/Tokyo' }),
        )
        .expect(201);
      london = (
        await staff()
          .post(
            '/api/admin/offices',
            officeBody({
              region: 'Europe',
              name: 'London office',
              city: 'London',
              country: 'gb',
              timeZone: 'Europe/London',
              whatsapp: null,
            }),
          )
          .expect(201)
      ).body.id;
      nairobi = (await staff().post('/api/admin/offices', officeBody()).expect(201)).body.id;
    });

    it('answers the offices by region in the tabs’ order, with every contact field; a region filter', async () => {
      const res = await api(t).get('/api/offices').expect(200);
      expect(res.body.regions.map((r: { region: string }) => r.region)).toEqual(['Headquarters', 'Africa', 'Europe']);
      expect(res.body.regions[1].offices[0]).toEqual({
        id: nairobi,
        region: 'Africa',
        name: 'Nairobi office',
        city: 'Nairobi',
        country: 'KE',
        address: 'Panari Centre 4th floor, Mombasa Road, Nairobi',
        phones: ['+254 20 555 0140'],
        whatsapp: '+254700555014',
        email: 'nairobi@autoexport.example',
        openingHours: 'Mon–Fri 08:30–17:30',
        timeZone: 'Africa/Nairobi',
      });
      expect(res.body.regions[2].offices[0]).toMatchObject({ id: london, country: 'GB', whatsapp: null });
      const africa = await api(t).get('/api/offices').query({ region: 'Africa' }).expect(200);
      expect(africa.body.regions).toEqual([res.body.regions[1]]);
      const bad = await api(t).get('/api/offices').query({ region: 'Oceania' }).expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'region', code: 'FIELD_ONE_OF' });
    });

    it('hides an office staff deactivate, at once', async () => {
      await staff().patch(`/api/admin/offices/${london}`, { active: false }).expect(200);
      const res = await api(t).get('/api/offices').expect(200);
      expect(res.body.regions.map((r: { region: string }) => r.region)).toEqual(['Headquarters', 'Africa']);
      expect(
        (await staff().get('/api/admin/offices').query({ active: 'false' }).expect(200)).body.items.map((o: { id: string }) => o.id),
      ).toEqual([london]);
      expect((await auditEntries(t, 'office', london)).map((a) => a.action)).toEqual(['office.create', 'office.update']);
    });

    it('refuses a bad office with field errors', async () => {
      const res = await staff()
        .post(
          '/api/admin/offices',
          officeBody({ region: 'Mars', phones: [], whatsapp: '0700 555 014', timeZone: 'Africa/Atlantis', email: 'no' }),
        )
        .expect(400);
      expect(res.body).toMatchObject(VALIDATION);
      await staff().patch(`/api/admin/offices/${nairobi}`, { active: null }).expect(400);
      expect(Object.fromEntries(res.body.details.map((d: { field: string; code: string }) => [d.field, d.code]))).toEqual({
        region: 'FIELD_ONE_OF',
        phones: 'OFFICE_PHONES_INVALID',
        whatsapp: 'WHATSAPP_NUMBER_INVALID',
        email: 'EMAIL_INVALID',
        timeZone: 'TIME_ZONE_INVALID',
      });
    });

    it('stores agents’ numbers as E.164, answers the active ones, refuses bad numbers and languages', async () => {
      const res = await staff()
        .post('/api/admin/support-agents', agentBody({ photoUrl: 'https://cdn.example.com/grace.webp' }))
        .expect(201);
      agent = res.body.id;
      expect(res.body).toMatchObject({ whatsapp: '+254711555020', languages: ['English', 'Swahili'], active: true, position: 0 });
      await staff()
        .post('/api/admin/support-agents', agentBody({ name: 'Off duty', whatsapp: '+44 7700 900 123', active: false }))
        .expect(201);
      const list = await api(t).get('/api/support-agents').expect(200);
      expect(list.body.items.map((a: { name: string }) => a.name)).toEqual(['Grace Wanjiru']);
      const bad = await staff()
        .post('/api/admin/support-agents', agentBody({ whatsapp: '0711 555 020', languages: [], photoUrl: 'javascript:alert(1)' }))
        .expect(400);
      expect(bad.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'whatsapp',
            code: 'WHATSAPP_NUMBER_INVALID',
            message: 'WhatsApp number must be in international format: + and the country code, e.g. +81 90 5555 0101',
          }),
          expect.objectContaining({ field: 'languages', code: 'AGENT_LANGUAGES_INVALID' }),
          expect.objectContaining({ field: 'photoUrl', code: 'PHOTO_URL_INVALID' }),
        ]),
      );
    });

    it('the footer data reflects a staff change to agents and offices at once', async () => {
      const before = (await api(t).get('/api/footer-data').expect(200)).body.support;
      expect(before.agents).toEqual([
        {
          name: 'Grace Wanjiru',
          whatsapp: '+254711555020',
          languages: ['English', 'Swahili'],
          photoUrl: 'https://cdn.example.com/grace.webp',
        },
      ]);
      expect(before.offices.map((o: { city: string }) => o.city)).toEqual(['Yokohama', 'Nairobi']);
      expect(before.offices[1]).toEqual({
        region: 'Africa',
        name: 'Nairobi office',
        city: 'Nairobi',
        country: 'KE',
        address: 'Panari Centre 4th floor, Mombasa Road, Nairobi',
        phone: '+254 20 555 0140',
        email: 'nairobi@autoexport.example',
      });
      await staff()
        .patch(`/api/admin/support-agents/${agent}`, { name: 'Grace W.', languages: ['English', 'Swahili', 'Portuguese'] })
        .expect(200);
      await staff().patch(`/api/admin/offices/${london}`, { active: true }).expect(200);
      const after = (await api(t).get('/api/footer-data').expect(200)).body.support;
      expect(after.agents[0]).toMatchObject({ name: 'Grace W.', languages: ['English', 'Swahili', 'Portuguese'] });
      expect(after.offices.map((o: { city: string }) => o.city)).toEqual(['Yokohama', 'Nairobi', 'London']);
      expect(after.hours).toBe('24/7');
    });

    it('takes an uploaded photo checked like a make image, and deletes an agent with its files', async () => {
      const ok = await staff()
        .post(`/api/admin/support-agents/${agent}/photo`)
        .attach('photo', await makeImage('png'), 'grace.png')
        .expect(201);
      expect(ok.body.photoUrl).toMatch(/^\/uploads\/support-agents\/[0-9a-f-]+\/.+\.webp$/);
      const file = path.join(uploads.dir, ok.body.photoUrl.replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
      const bad = await staff()
        .post(`/api/admin/support-agents/${agent}/photo`)
        .attach('photo', ELF, { filename: 'x.jpg', contentType: 'image/jpeg' });
      expect(bad.status).toBe(415);
      expect(bad.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      await staff().delete(`/api/admin/support-agents/${agent}`).expect(204);
      expect(existsSync(file)).toBe(false);
      expect((await api(t).get('/api/support-agents').expect(200)).body.items).toEqual([]);
      expect((await auditEntries(t, 'support_agent', agent)).map((a) => a.action)).toEqual([
        'support_agent.create',
        'support_agent.update',
        'support_agent.photo',
        'support_agent.delete',
      ]);
    });
  });
});
