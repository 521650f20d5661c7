import { fireEvent, screen } from '@testing-library/react';
import { useRef, useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../components/button';
import { TextArea } from '../../components/text-area';
import { TextField } from '../../components/text-field';
import { renderWithProviders } from '../../test/render';
import type { Issue } from '../validation';
import { useCustomerForm } from './use-customer-form';

interface Values {
  name: string;
  email: string;
  message: string;
}

const check = (values: Values) => {
  const issues: Partial<Record<keyof Values, Issue>> = {};
  if (!values.name.trim()) issues.name = { code: 'FIELD_REQUIRED' };
  if (!values.email.trim()) issues.email = { code: 'FIELD_REQUIRED' };
  return issues;
};

/** A customer form built with the kit, sending to `send` (a promise the test settles). */
function Form({ send }: { send: () => Promise<Record<string, string> | null> }) {
  const form = useCustomerForm<Values>({ name: '', email: '', message: '' }, check);
  const ref = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.begin(ref.current)) return;
    setBusy(true);
    void send().then((refused) => {
      setBusy(false);
      if (refused) form.showServerErrors(ref.current, refused);
    });
  };
  const bind = (name: keyof Values, label: string) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    error: form.error(name, label),
  });
  return (
    <form ref={ref} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <TextField label="Name" {...bind('name', 'Name')} />
      <TextField label="Email" hint="We answer here" {...bind('email', 'Email')} />
      <TextArea label="Message" maxChars={10} {...bind('message', 'Message')} />
      <Button type="submit" busy={busy}>
        Send
      </Button>
    </form>
  );
}

describe('the customer form kit', () => {
  it('shows nothing before the first submit, then focuses the first field in error, with its error tied to it', () => {
    renderWithProviders(<Form send={() => Promise.resolve(null)} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Name/);
    // The issue goes as soon as the field is right.
    fireEvent.change(name, { target: { value: 'Amina' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We answer here');
  });

  it('counts down a text with a limit, the counter tied to the field', () => {
    renderWithProviders(<Form send={() => Promise.resolve(null)} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'Twelve chars' } });
    expect(screen.getByTestId('character-count')).toHaveTextContent('2 characters over the limit of 10');
    expect(message).toHaveAccessibleDescription('2 characters over the limit of 10');
  });

  it('is busy while it sends, then puts the server’s field errors beside their fields and focuses the first', async () => {
    let answer: (refused: Record<string, string> | null) => void = () => {};
    renderWithProviders(<Form send={() => new Promise((resolve) => (answer = resolve))} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    answer({ email: 'This email is taken' });
    expect(await screen.findByText('This email is taken')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // Changing the field clears what the server said of it.
    fireEvent.change(email, { target: { value: 'c@d.co' } });
    expect(screen.queryByText('This email is taken')).toBeNull();
  });
});
