import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Countdown } from './countdown';
import { HoldDeadline } from './deadline';

const DEADLINE = '2026-11-27T08:00:00Z';

describe('the hold countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(DEADLINE) - ((2 * 24 + 3) * 3600 + 14 * 60 + 9) * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('shows what is left and ticks every second', () => {
    renderWithProviders(<Countdown deadline={DEADLINE} />);
    expect(screen.getByRole('timer').textContent).toBe('2 d 03 h 14 m 09 s left');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('2 d 03 h 14 m 08 s left');
  });

  it('says the hold has ended once the deadline passes', () => {
    vi.setSystemTime(Date.parse(DEADLINE) - 1000);
    renderWithProviders(<Countdown deadline={DEADLINE} />);
    expect(screen.getByRole('timer').textContent).toBe('0 d 00 h 00 m 01 s left');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('The hold has ended');
  });

  it('gives the exact rule with the deadline in the customer’s zone and in Tokyo time', () => {
    renderWithProviders(<HoldDeadline deadline={DEADLINE} />);
    expect(screen.getByText(/^Held for 3 business days in Japan, until .+ your time\.$/)).toBeTruthy();
    expect(screen.getByText(/^Tokyo time: Fri, Nov 27, 2026, 0?5:00\sPM GMT\+9$/)).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('in Urdu', () => {
    renderWithProviders(<HoldDeadline deadline={DEADLINE} />, { path: '/ur/cars/AB1' });
    expect(screen.getByText(/ٹوکیو کا وقت/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('باقی');
  });
});
