import { describe, expect, it } from 'vitest';
import { languageOfPath, localize, stripLanguage } from './i18n/languages';
import { isAuthPath, paths } from './paths';

describe('paths and languages in the URL', () => {
  it('builds every screen’s path, leaving empty filters out', () => {
    expect(paths.home()).toBe('/');
    expect(paths.search({ make: 'toyota', q: '', yearMin: 2015, page: undefined })).toBe('/cars?make=toyota&yearMin=2015');
    expect(paths.car('AB1234567')).toBe('/cars/AB1234567');
    expect(paths.car('AB1234567', { reserve: true })).toBe('/cars/AB1234567?reserve=1');
    expect(paths.auth({ tab: 'register', next: '/cars/AB1234567' })).toBe('/auth?tab=register&next=%2Fcars%2FAB1234567');
    expect(paths.resetPassword('t0k')).toBe('/auth/reset-password?token=t0k');
    expect(paths.profile('consignees')).toBe('/profile/consignees');
    expect(paths.profile()).toBe('/profile');
  });

  it('puts non-English pages under their prefix and English at the root', () => {
    expect(localize('/cars?q=prius', 'ur')).toBe('/ur/cars?q=prius');
    expect(localize('/', 'pt')).toBe('/pt');
    expect(localize('/es/cars/AB1', 'en')).toBe('/cars/AB1');
    expect(localize('/ur/profile', 'es')).toBe('/es/profile');
    expect(languageOfPath('/ur')).toBe('ur');
    expect(languageOfPath('/urdu-cars')).toBe('en');
    expect(stripLanguage('/pt/cars')).toBe('/cars');
  });

  it('knows the sign-in pages in any language', () => {
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/ur/auth/callback')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(isAuthPath('/profile')).toBe(false);
  });
});
