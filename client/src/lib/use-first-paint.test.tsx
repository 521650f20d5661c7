import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetFirstPaint, useFirstPaintDone } from './use-first-paint';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useFirstPaintDone() ? 'after' : 'first'}`}</p>;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useFirstPaintDone', () => {
  afterEach(() => resetFirstPaint());

  it('is false on the first screen and true after its paint; a screen rendered later starts true', async () => {
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    expect(screen.getByText('a: first')).toBeTruthy();
    expect(screen.getByText('b: first')).toBeTruthy();
    await act(nextFrame);
    expect(screen.getByText('a: after')).toBeTruthy();
    expect(screen.getByText('b: after')).toBeTruthy();
    render(<Probe name="later" />);
    expect(screen.getByText('later: after')).toBeTruthy();
  });
});
