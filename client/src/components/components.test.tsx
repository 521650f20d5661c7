import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteBoundary } from '../app/route-boundary';
import { session } from '../lib/session/session';
import type { AuthResponse } from '../lib/session/session-storage';
import { renderWithProviders } from '../test/render';
import { CarBadges } from './badge';
import { Price } from './price';
import { Tabs } from './tabs';
import { TextField } from './text-field';

const signedIn: AuthResponse = {
  token: 'a',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'r',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's',
  user: { id: 'u', email: 'bilal.khan@example.com', firstName: 'Bilal', lastName: 'Khan' } as AuthResponse['user'],
};

describe('Price', () => {
  afterEach(() => session.clear());

  it('asks anonymous visitors to register, linking to the Register tab and back, in their language', () => {
    session.clear();
    renderWithProviders(<Price />, { path: '/ur/cars/AB1234567' });
    const link = screen.getByRole('link', { name: 'قیمتیں دیکھنے کے لیے رجسٹر کریں' });
    expect(link).toHaveAttribute('href', '/ur/auth?tab=register&next=%2Fcars%2FAB1234567');
  });

  it('shows a signed-in user the API’s price per locale', () => {
    session.signIn(signedIn, false);
    const { container } = renderWithProviders(<Price money={{ amount: '12500.00', currency: 'USD' }} />, { path: '/pt/cars' });
    expect(container.textContent).toBe('US$\u00a012.500');
  });

  it('says "Price on request" to a signed-in user when the car has no price', () => {
    session.signIn(signedIn, false);
    renderWithProviders(<Price />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });
});

describe('CarBadges', () => {
  it('translates the API’s badge words and keeps unknown ones', () => {
    renderWithProviders(<CarBadges badges={['Available', 'Ready to Ship', 'RESERVED', 'Hot deal']} />, { path: '/es' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Disponible',
      'Listo para embarcar',
      'RESERVADO',
      'Hot deal',
    ]);
  });
});

describe('TextField', () => {
  it('ties its label, hint and server error to the input', () => {
    renderWithProviders(<TextField label="Email" name="email" hint="We never share it" error="Email is invalid" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is invalid');
  });
});

describe('Tabs', () => {
  function Example() {
    const [tab, setTab] = useState('login');
    return (
      <Tabs
        label="Account"
        items={[
          { id: 'login', label: 'Login' },
          { id: 'register', label: 'Register' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <p>{tab} panel</p>
      </Tabs>
    );
  }

  it('follows the WAI-ARIA pattern: one tab in the tab order, arrows move the selection', () => {
    renderWithProviders(<Example />);
    const [login, register] = screen.getAllByRole('tab');
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('register panel');
    fireEvent.keyDown(register, { key: 'Home' });
    expect(login).toHaveAttribute('aria-selected', 'true');
  });
});

describe('RouteBoundary', () => {
  it('shows a translated message with Retry instead of a blank page, and Retry renders the screen again', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Screen content</p>;
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderWithProviders(
        <RouteBoundary>
          <Flaky />
        </RouteBoundary>,
        { path: '/pt/cars' },
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado');
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(screen.getByText('Screen content')).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
