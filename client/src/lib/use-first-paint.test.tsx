import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('renders the first screen while it hydrates a server-rendered page, even after the first paint', async () => {
    render(<Probe name="before" />);
    await act(nextFrame);
    expect(screen.getByText('before: after')).toBeTruthy();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe name="hydrated" />);
    document.body.append(container);
    expect(container.textContent).toBe('hydrated: first');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe name="hydrated" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    await act(nextFrame);
    expect(container.textContent).toBe('hydrated: after');
    container.remove();
  });
});
