import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CharacterCount, charactersLeft } from './character-count';
import { TextArea } from './text-area';
import { TextField } from './text-field';

function Message({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return <TextArea label="Message" maxChars={max} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('the remaining-character counter', () => {
  it('counts as the server does: the text trimmed, negative when over', () => {
    expect(charactersLeft('', 1000)).toBe(1000);
    expect(charactersLeft('  Pearl white \n', 1000)).toBe(989);
    expect(charactersLeft('x'.repeat(1003), 1000)).toBe(-3);
  });

  it('counts down under the field and says when a text is over, never cutting it (no maxlength)', () => {
    renderWithProviders(<Message max={10} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).not.toHaveAttribute('maxlength');
    expect(screen.getByTestId('character-count')).toHaveTextContent('10 characters left (of 10)');
    fireEvent.change(box, { target: { value: 'Nine char' } });
    expect(screen.getByTestId('character-count')).toHaveTextContent('1 character left (of 10)');
    fireEvent.change(box, { target: { value: 'Twelve chars' } });
    expect(box).toHaveValue('Twelve chars');
    const count = screen.getByTestId('character-count');
    expect(count).toHaveTextContent('2 characters over the limit of 10');
    expect(count).toHaveClass('char-count--over');
    expect(box).toHaveAccessibleDescription('2 characters over the limit of 10');
  });

  it('counts an uncontrolled field too, a line or many, and still calls its own onChange', () => {
    const seen: string[] = [];
    renderWithProviders(
      <>
        <TextField label="Reason" maxChars={5} defaultValue="ab" onChange={(e) => seen.push(e.target.value)} />
        <TextArea label="Note" maxChars={4} />
      </>,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).not.toHaveAttribute('maxlength');
    const [first, second] = screen.getAllByTestId('character-count');
    expect(first).toHaveTextContent('3 characters left (of 5)');
    fireEvent.change(reason, { target: { value: 'abcdefg' } });
    expect(reason).toHaveValue('abcdefg');
    expect(first).toHaveTextContent('2 characters over the limit of 5');
    expect(seen).toEqual(['abcdefg']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'abc' } });
    expect(second).toHaveTextContent('1 character left (of 4)');
  });

  it('speaks the page’s language, with its digits and grouping', () => {
    renderWithProviders(<CharacterCount value="سلام" max={2000} />, { path: '/ur/contact' });
    expect(screen.getByTestId('character-count').textContent).toMatch(/حروف باقی/);
    renderWithProviders(<CharacterCount value={'a'.repeat(2001)} max={2000} />, { path: '/es/contact' });
    expect(screen.getAllByTestId('character-count')[1]).toHaveTextContent(/^1 carácter por encima del límite de 2.?000$/);
  });

  it('is quiet for screen readers until the text comes near its limit', () => {
    renderWithProviders(<CharacterCount value="short" max={1000} />);
    expect(screen.getByTestId('character-count')).toHaveAttribute('aria-live', 'off');
    renderWithProviders(<CharacterCount value={'x'.repeat(950)} max={1000} />);
    expect(screen.getAllByTestId('character-count')[1]).toHaveAttribute('aria-live', 'polite');
  });
});
