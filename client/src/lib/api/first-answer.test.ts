import { afterEach, describe, expect, it } from 'vitest';
import { firstAnswerKey, firstAnswerTaker, resetFirstAnswer, takeFirstAnswer } from './first-answer';

const answer = { items: [{ ref: 'AB1234567' }], total: 1, page: 1, limit: 20, nextCursor: null };

function inline(content: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answer';
  script.textContent = content;
  document.body.append(script);
}

describe('a page’s inlined first answer', () => {
  afterEach(() => {
    document.getElementById('first-answer')?.remove();
    resetFirstAnswer();
  });

  it('keys a call by its method, path and parameters sorted by name, leaving out what is unset', () => {
    expect(firstAnswerKey('GET /api/cars', { yearMin: 2015, make: 'toyota', limit: 20, page: undefined })).toBe(
      'GET /api/cars?limit=20&make=toyota&yearMin=2015',
    );
    expect(firstAnswerKey('GET /api/cars', { q: 'land cruiser' })).toBe('GET /api/cars?q=land+cruiser');
    expect(firstAnswerKey('POST /api/landing-page')).toBe('POST /api/landing-page');
  });

  it('is taken once, by the call it was rendered for, and leaves the document', () => {
    inline(JSON.stringify({ key: 'GET /api/cars?limit=20', answer }));
    expect(takeFirstAnswer('GET /api/cars?limit=20')).toEqual(answer);
    expect(document.getElementById('first-answer')).toBeNull();
    expect(takeFirstAnswer('GET /api/cars?limit=20')).toBeUndefined();
  });

  it('is dropped when the first call is another one: a later call must not get a stale answer', () => {
    inline(JSON.stringify({ key: 'GET /api/cars?limit=20&make=toyota', answer }));
    expect(takeFirstAnswer('GET /api/cars?limit=20&make=honda')).toBeUndefined();
    expect(takeFirstAnswer('GET /api/cars?limit=20&make=toyota')).toBeUndefined();
  });

  it('is nothing when the page has none or it does not parse', () => {
    expect(takeFirstAnswer('GET /api/cars?limit=20')).toBeUndefined();
    resetFirstAnswer();
    inline('{"key": "GET /api/cars?limit=20", "answer": ');
    expect(takeFirstAnswer('GET /api/cars?limit=20')).toBeUndefined();
  });
});

describe('the server’s first answer', () => {
  it('follows the browser’s rule, so both first renders agree: once, for its own call only', () => {
    const take = firstAnswerTaker(() => ({ key: 'GET /api/cars?limit=20', answer }));
    expect(take('GET /api/cars?limit=20')).toEqual(answer);
    expect(take('GET /api/cars?limit=20')).toBeUndefined();
    const other = firstAnswerTaker(() => ({ key: 'GET /api/cars?limit=20', answer }));
    expect(other('POST /api/landing-page')).toBeUndefined();
    expect(other('GET /api/cars?limit=20')).toBeUndefined();
  });
});
