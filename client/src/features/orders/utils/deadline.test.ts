import { describe, expect, it } from 'vitest';
import { formatDeadline, timeLeft, TOKYO } from './deadline';

describe('timeLeft', () => {
  const deadline = Date.parse('2026-11-27T08:00:00Z');

  it('splits what is left into days, hours, minutes and seconds', () => {
    const now = deadline - ((2 * 24 + 3) * 3600 + 14 * 60 + 9) * 1000 - 400;
    expect(timeLeft(deadline, now)).toEqual({ days: 2, hours: 3, minutes: 14, seconds: 9, over: false });
  });

  it('counts down to zero and then says it is over, never negative', () => {
    expect(timeLeft(deadline, deadline - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, over: false });
    expect(timeLeft(deadline, deadline)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(timeLeft(deadline, deadline + 90_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});

describe('formatDeadline', () => {
  const deadline = '2026-11-27T08:00:00Z';

  it('gives the moment in Tokyo time (UTC+9), with its zone', () => {
    const text = formatDeadline(deadline, 'en', TOKYO);
    expect(text).toMatch(/0?5:00\sPM/);
    expect(text).toContain('Nov');
    expect(text).toContain('27');
    expect(text).toMatch(/GMT\+9/);
  });

  it('gives the same moment in another zone at its own clock time', () => {
    expect(formatDeadline(deadline, 'en', 'Africa/Nairobi')).toMatch(/11:00\sAM/);
    expect(formatDeadline(deadline, 'en', 'America/Jamaica')).toMatch(/0?3:00\sAM/);
  });

  it('follows the page language', () => {
    expect(formatDeadline(deadline, 'es', TOKYO)).toContain('nov');
    expect(formatDeadline(deadline, 'ur', TOKYO)).not.toBe(formatDeadline(deadline, 'en', TOKYO));
  });
});
