import { describe, expect, it } from '@jest/globals';
import { averageRating, isPublic, isRating, publicName, toRating } from './review-rules.js';

describe('review rules', () => {
  it('shows the first name and the last name’s initial', () => {
    expect(publicName('Amina', 'Odhiambo')).toBe('Amina O.');
    expect(publicName(' María ', 'garcía')).toBe('María G.');
    expect(publicName('Kenji', '')).toBe('Kenji');
  });

  it('averages ratings to one decimal, as text', () => {
    expect(averageRating({})).toBeNull();
    expect(averageRating({ 5: 0 })).toBeNull();
    expect(averageRating({ 5: 2, 4: 1 })).toBe('4.7');
    expect(averageRating({ 1: 1, 2: 1 })).toBe('1.5');
    expect(averageRating({ 5: 3 })).toBe('5.0');
  });

  it('takes a rating of 1 to 5, from text too', () => {
    expect(toRating('4')).toBe(4);
    expect(toRating(' 5 ')).toBe(5);
    expect(toRating('4.5')).toBe('4.5');
    expect([1, 5].every(isRating)).toBe(true);
    expect([0, 6, 4.5, '4', null].some(isRating)).toBe(false);
  });

  it('shows only published reviews', () => {
    expect(isPublic('published')).toBe(true);
    expect(isPublic('pending')).toBe(false);
    expect(isPublic('hidden')).toBe(false);
  });
});
