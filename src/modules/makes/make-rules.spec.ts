import { describe, expect, it } from '@jest/globals';
import { isSlug, slugify } from './make-rules.js';

describe('make slugs', () => {
  it('derives URL-safe slugs from titles', () => {
    expect(slugify('Toyota')).toBe('toyota');
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('  Land   Rover ')).toBe('land-rover');
    expect(slugify('Citroën DS')).toBe('citroen-ds');
    expect(slugify('Rolls_Royce!!')).toBe('rolls-royce');
    expect(slugify('A&W')).toBe('a-and-w');
  });

  it('answers an empty slug when nothing Latin is left', () => {
    expect(slugify('日産')).toBe('');
    expect(slugify('---')).toBe('');
  });

  it('keeps slugs within 60 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('x'.repeat(80))).toHaveLength(60);
  });

  it('checks given slugs', () => {
    expect(isSlug('mercedes-benz')).toBe(true);
    expect(isSlug('Toyota')).toBe(false);
    expect(isSlug('-toyota')).toBe(false);
    expect(isSlug('toyota--x')).toBe(false);
    expect(isSlug('a'.repeat(61))).toBe(false);
  });
});
