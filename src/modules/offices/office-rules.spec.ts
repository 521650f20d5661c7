import { describe, expect, it } from '@jest/globals';
import { groupByRegion, isPhotoUrl, isTimeZone, toE164 } from './office-rules.js';

describe('WhatsApp numbers (E.164)', () => {
  it('accepts international numbers however they are spaced, and keeps them compact', () => {
    expect(toE164('+81 90 5555 0101')).toBe('+819055550101');
    expect(toE164(' +254 (700) 555-010 ')).toBe('+254700555010');
    expect(toE164('+1 876.555.0100')).toBe('+18765550100');
  });

  it('refuses numbers without + and country code, with letters, too short or too long', () => {
    for (const bad of ['090 5555 0101', '+0 90 5555 0101', '+81 90 CALL NOW', '+81 12', '+1234567890123456', '', 819055550101, null]) {
      expect(toE164(bad)).toBeNull();
    }
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Africa/Nairobi')).toBe(true);
    expect(isTimeZone('America/Jamaica')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Asia/Tokyo; DROP TABLE')).toBe(false);
    expect(isTimeZone(9)).toBe(false);
  });
});

describe('photo addresses', () => {
  it('are https:// addresses or our uploads', () => {
    expect(isPhotoUrl('https://cdn.example.com/agents/kenji.webp')).toBe(true);
    expect(isPhotoUrl('/uploads/support-agents/abc/x.webp')).toBe(true);
    expect(isPhotoUrl('http://cdn.example.com/a.png')).toBe(false);
    expect(isPhotoUrl('javascript:alert(1)')).toBe(false);
    expect(isPhotoUrl('/uploads/../etc/passwd')).toBe(false);
    expect(isPhotoUrl('https://user:pw@example.com/a.png')).toBe(false);
  });
});

describe('groupByRegion', () => {
  it('follows the tabs’ order and leaves out empty regions', () => {
    const offices = [
      { region: 'Asia' as const, name: 'Karachi' },
      { region: 'Africa' as const, name: 'Nairobi' },
      { region: 'Headquarters' as const, name: 'Yokohama' },
      { region: 'Africa' as const, name: 'Mombasa' },
    ];
    expect(groupByRegion(offices).map((g) => [g.region, g.offices.map((o) => o.name)])).toEqual([
      ['Headquarters', ['Yokohama']],
      ['Africa', ['Nairobi', 'Mombasa']],
      ['Asia', ['Karachi']],
    ]);
  });
});
