import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@autoexport/contract/messages';
import { resourcesOf } from '../../test/i18n';
import { createTestI18n } from '../../test/i18n';
import { translateCode } from './error-text';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

/** Every key of a namespace as a dotted path, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [k, v] of flatten(value, path)) keys.set(k, v);
  }
  return keys;
}

const placeholders = (text = '') => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('translations', () => {
  const english = resourcesOf('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the namespaces, keys and placeholders of English', (language) => {
    const other = resourcesOf(language);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const namespace of Object.keys(english)) {
      const en = flatten(english[namespace] as Tree);
      const them = flatten((other[namespace] ?? {}) as Tree);
      const missing = [...en.keys()].filter((key) => !them.has(key)).map((key) => `${namespace}:${key}`);
      const extra = [...them.keys()].filter((key) => !en.has(key)).map((key) => `${namespace}:${key}`);
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of en) {
        const name = `${namespace}:${key}`;
        expect([name, placeholders(them.get(key))]).toEqual([name, placeholders(text)]);
        expect([name, them.get(key)!.trim().length > 0]).toEqual([name, true]);
      }
    }
  });

  it('Spanish calls a car "auto" throughout, never "coche" (one word for one thing)', () => {
    const spanish = resourcesOf('es');
    const coche = Object.entries(spanish).flatMap(([namespace, tree]) =>
      [...flatten(tree as Tree)].filter(([, text]) => /\bcoches?\b/i.test(text)).map(([key]) => `${namespace}:${key}`),
    );
    expect(coche).toEqual([]);
  });

  it('the errors namespace covers every code of the server’s catalogue, in English verbatim', () => {
    const errors = english.errors as Record<string, string>;
    for (const [code, sentence] of Object.entries(MESSAGES)) {
      expect([code, errors[code]]).toEqual([code, sentence.replace(/\{(\w+)\}/g, '{{$1}}')]);
    }
  });

  it('fills the params of a server error in each language', () => {
    const message = { code: 'CONSIGNEE_LIMIT_REACHED', params: { max: 5 } };
    expect(translateCode(createTestI18n('en').t, message)).toBe('You can keep at most 5 consignees. Delete one before adding another.');
    expect(translateCode(createTestI18n('pt').t, message)).toContain('no máximo 5 consignatários');
  });

  it('tells apart the wordings the server sends under one code', () => {
    const t = createTestI18n('en').t;
    expect(translateCode(t, { code: 'TOO_MANY_IMAGES', params: { max: 20, left: 3 } })).toBe(
      'A car can have at most 20 images: 3 more can be added.',
    );
    expect(translateCode(t, { code: 'UNKNOWN_FIELD', params: { fields: 'role, admin' } })).toBe('Unknown fields: role, admin');
    expect(translateCode(t, { code: 'STOCK_ID_TAKEN' })).toBe('A car with this stock id already exists.');
  });

  it('words a steering side the server sends as a value in the reader’s language (issue 24)', () => {
    const message = { code: 'IMPORT_STEERING', params: { country: 'Kenya', requiredSteering: 'left' } };
    expect(translateCode(createTestI18n('en').t, message)).toBe('Kenya registers only left-hand drive cars.');
    expect(translateCode(createTestI18n('ur').t, message)).toBe('Kenya صرف بائیں ہاتھ کی ڈرائیو والی گاڑیاں رجسٹر کرتا ہے۔');
    expect(translateCode(createTestI18n('pt').t, { ...message, params: { country: 'Quénia', requiredSteering: 'right' } })).toBe(
      'Quénia só regista carros com volante à direita.',
    );
  });

  it('an unknown code reads as a generic failure, never as a key', () => {
    expect(translateCode(createTestI18n('es').t, { code: 'SOMETHING_NEW' })).toBe('Algo salió mal. Vuelve a intentarlo.');
  });
});
