import { describe, expect, it } from 'vitest';
import { addPhotos, EMPTY_REVIEW, MAX_PHOTO_BYTES, photoIssue, toReviewBody, validateReply, validateReview } from './review-form';
import { parseReviewSearch, toApiQuery, toReviewQuery } from './review-search';

const file = (type: string, size = 1000, name = 'a.png') => {
  const f = new File([new Uint8Array(Math.min(size, 10))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('the review form rules', () => {
  it('requires a rating, a title, a description and a country, with the server’s codes', () => {
    expect(validateReview(EMPTY_REVIEW)).toEqual({
      rating: { code: 'FIELD_REQUIRED' },
      title: { code: 'FIELD_REQUIRED' },
      description: { code: 'FIELD_REQUIRED' },
      country: { code: 'FIELD_REQUIRED' },
    });
    const good = { rating: '4', title: 'Good', description: 'Arrived fine', country: 'KE', city: '' };
    expect(validateReview(good)).toEqual({});
    expect(validateReview({ ...good, rating: '7' })).toEqual({ rating: { code: 'REVIEW_RATING_INVALID' } });
    expect(validateReview({ ...good, title: 'x'.repeat(121) })).toEqual({ title: { code: 'FIELD_TOO_LONG', params: { max: 120 } } });
    expect(validateReview({ ...good, description: '   ' })).toEqual({ description: { code: 'FIELD_REQUIRED' } });
  });

  it('takes JPG, PNG and WEBP photos of at most 5 MB, five at most', () => {
    expect(photoIssue(file('image/png'))).toBeNull();
    expect(photoIssue(file('image/gif'))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(photoIssue(file('image/jpeg', MAX_PHOTO_BYTES + 1))).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    const six = Array.from({ length: 6 }, (_, i) => file('image/webp', 100, `p${i}.webp`));
    const { photos, issue } = addPhotos([], six);
    expect(photos).toHaveLength(5);
    expect(issue).toEqual({ code: 'TOO_MANY_FILES', params: { max: 5 } });
    const mixed = addPhotos([six[0]!], [file('application/pdf'), six[1]!]);
    expect(mixed.photos).toHaveLength(2);
    expect(mixed.issue).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('sends JSON without photos and multipart with them, trimmed', () => {
    const values = { rating: '5', title: ' Great ', description: ' Fine ', country: 'PK', city: ' ' };
    expect(toReviewBody(values, [])).toEqual({ title: 'Great', description: 'Fine', rating: 5, country: 'PK' });
    const form = toReviewBody({ ...values, city: 'Karachi' }, [file('image/png')]) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('rating')).toBe('5');
    expect(form.get('city')).toBe('Karachi');
    expect(form.getAll('photos')).toHaveLength(1);
  });

  it('requires a reply’s message, 1,000 characters at most', () => {
    expect(validateReply('  ')).toEqual({ code: 'FIELD_REQUIRED' });
    expect(validateReply('x'.repeat(1001))).toEqual({ code: 'FIELD_TOO_LONG', params: { max: 1000 } });
    expect(validateReply('Thanks!')).toBeNull();
  });
});

describe('the reviews page’s URL', () => {
  it('reads filters, page and view, dropping what the server would refuse', () => {
    expect(parseReviewSearch('rating=4&country=ke&withPhotos=true&q=%20port%20&page=3&view=photos')).toEqual({
      filters: { rating: '4', country: 'KE', withPhotos: true, q: 'port' },
      page: 3,
      view: 'photos',
    });
    expect(parseReviewSearch('rating=9&country=Kenya&withPhotos=yes&page=-1')).toEqual({
      filters: { rating: '', country: '', withPhotos: false, q: '' },
      page: 1,
      view: 'reviews',
    });
  });

  it('writes only what is set, and asks the API the same', () => {
    const filters = { rating: '5', country: '', withPhotos: true, q: '' };
    expect(toReviewQuery({ filters, page: 1 })).toEqual({
      view: undefined,
      rating: '5',
      country: undefined,
      withPhotos: 'true',
      q: undefined,
      page: undefined,
    });
    expect(toApiQuery(filters, 2, 10)).toEqual({ page: 2, limit: 10, rating: 5, withPhotos: true });
  });
});
