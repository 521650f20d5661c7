import { describe, expect, it } from '@jest/globals';
import { checkJsonText, MAX_JSON_DEPTH, urlHasNul } from './hostile-text.js';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('checkJsonText', () => {
  it.each([
    ['{"email":"a@example.com","password":"Secret#123"}'],
    ['{"name":"\\u00e9l\\u00e8ve","emoji":"\\ud83d\\ude97","raw":"🚗"}'],
    ['{"text":"a \\"quoted\\" [bracket] {brace} and a \\\\u0000 that is only text"}'],
    ['[1, 2.5, true, null, {"a": [{"b": {}}]}]'],
    [''],
    ['   '],
  ])('lets ordinary JSON through: %s', (text) => {
    expect(checkJsonText(text)).toBeUndefined();
  });

  it.each([
    ['{"firstName":"Ann\\u0000"}'],
    ['{"a\\u0000":"key with NUL"}'],
    ['{"deep":[{"x":["\\u0000"]}]}'],
    ['["ok", "\\u0000"]'],
    ['{"raw":"a\u0000b"}'],
  ])('finds a NUL in a key or value, at any depth: %s', (text) => {
    expect(checkJsonText(text)).toBe('TEXT_CONTAINS_NUL');
  });

  it.each([
    ['{"email":"\\ud800@x.com"}'],
    ['{"email":"\\uDBFF"}'],
    ['{"low":"\\udc00 alone"}'],
    ['{"two highs":"\\ud800\\ud800"}'],
    ['{"high then escape":"\\ud800\\n"}'],
    ['{"raw":"\ud800x"}'],
    ['{"raw low":"\udc00"}'],
    ['{"\\ud800":1}'],
  ])('finds a lone surrogate: %s', (text) => {
    expect(checkJsonText(text)).toBe('TEXT_INVALID_UNICODE');
  });

  it('counts nesting, not brackets inside strings', () => {
    expect(checkJsonText(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(checkJsonText(nested(MAX_JSON_DEPTH + 1))).toBe('JSON_TOO_DEEP');
    expect(checkJsonText(`{"s":"${'['.repeat(500)}"}`)).toBeUndefined();
    expect(checkJsonText('{"a":'.repeat(40) + '1' + '}'.repeat(40))).toBe('JSON_TOO_DEEP');
  });

  it('stops at the limit of a 3,000-level body without recursing', () => {
    expect(checkJsonText('[{"a":'.repeat(3000))).toBe('JSON_TOO_DEEP');
    expect(checkJsonText(nested(1_000_000))).toBe('JSON_TOO_DEEP');
  });

  it('leaves malformed escapes to JSON.parse', () => {
    expect(checkJsonText('{"a":"\\u00"}')).toBeUndefined();
    expect(checkJsonText('{"a":"\\uzzzz"}')).toBeUndefined();
  });
});

describe('urlHasNul', () => {
  it('finds %00 in a path or query', () => {
    expect(urlHasNul('/api/cars?model=%00')).toBe(true);
    expect(urlHasNul('/api/cars/detail/ref/AB%00')).toBe(true);
  });

  it('leaves an encoded percent sign and ordinary text alone', () => {
    expect(urlHasNul('/api/cars?q=%2500')).toBe(false);
    expect(urlHasNul('/api/cars?make=toyota&yearMin=2000')).toBe(false);
  });
});
