import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConsigneesPanel } from './consignees-panel';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const consignee = {
  id: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: null,
  country: 'KE',
  state: null,
  city: 'Mombasa',
  address: 'Moi Avenue 12',
  referenceAddress: null,
  sameAsConsignee: true,
  notifyName: null,
  notifyAddress: null,
  notifyReferenceAddress: null,
  notifyCity: null,
  notifyPhone: null,
  notifyEmail: null,
  permanent: true,
};

function fakeConsignees(items: object[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (pathOf(input as Request) === '/api/user/consignees') return json(200, { items, total: items.length, page: 1, limit: 100 });
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
}

describe('the consignees panel, reached from a reservation (?car=)', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('says which car the new consignee is for, then leads back to reserving it', async () => {
    fakeConsignees([]);
    const adding = renderWithProviders(<ConsigneesPanel />, { path: '/profile/consignees?consignee=new&car=AB1234567' });
    expect(
      await screen.findByText('You are reserving car AB1234567: once this consignee is saved, you can go straight back to it.'),
    ).toBeInTheDocument();
    adding.unmount();
    vi.restoreAllMocks();

    fakeConsignees([consignee]);
    renderWithProviders(<ConsigneesPanel />, { path: '/es/profile/consignees?car=AB1234567' });
    expect(await screen.findByRole('link', { name: 'Volver al auto AB1234567 para reservarlo' })).toHaveAttribute(
      'href',
      '/es/cars/AB1234567?reserve=1',
    );
  });

  it('offers no way back without a car, or with one that is no stock id', async () => {
    fakeConsignees([consignee]);
    renderWithProviders(<ConsigneesPanel />, { path: '/profile/consignees?car=%2F%2Fevil.example' });
    await screen.findByText('Mombasa Motors Ltd');
    expect(screen.queryByRole('link', { name: /Back to car/ })).toBeNull();
  });
});
