import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api, unwrap } from '../api/client';
import { session } from '../session/session';
import { useSession } from '../session/use-session';
import { convertUsd, type CurrencyCode, isCurrencyCode } from './currency-math';

/**
 * The currency prices are shown in (spec §1): a signed-in customer's saved preference (null until they choose one), else
 * this browser's choice (local storage), else the one detected from the visitor's country (GET
 * /api/currencies/detect), else USD. No React
 * provider: the choice is a tiny store like the session, the rates and the detection are shared TanStack queries.
 */

const STORAGE_KEY = 'autoexport.currency';
const listeners = new Set<() => void>();
let stored: CurrencyCode | null | undefined;

function readStored(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isCurrencyCode(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    stored = readStored();
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}
const localChoice = () => (stored === undefined ? (stored = readStored()) : stored);
/** The server renders, and a page hydrates, without a stored choice. */
const noChoiceYet = () => null;

/** This browser's choice (tests reset it). */
export function storeCurrency(code: CurrencyCode | null): void {
  stored = code;
  try {
    if (code) localStorage.setItem(STORAGE_KEY, code);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
  for (const notify of listeners) notify();
}

/** The currency prices are shown in now. */
export function useCurrency(): CurrencyCode {
  const { status, user } = useSession();
  const local = useSyncExternalStore(subscribe, localChoice, noChoiceYet);
  const saved = status !== 'signedOut' && isCurrencyCode(user?.preferredCurrency) ? user.preferredCurrency : null;
  const detected = useQuery({
    queryKey: ['currency-detect'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/currencies/detect', { signal })),
    // Signed in without a saved choice (the profile's is null until one is made) is detected too.
    enabled: saved === null && local === null && status !== 'loading',
    staleTime: Infinity,
    retry: false,
  });
  const found = detected.data?.currencyCode;
  return saved ?? local ?? (isCurrencyCode(found) ? found : 'USD');
}

/** GET /api/currencies/rates: the current rates per 1 USD, shared by every price on the page. */
export function useExchangeRates(enabled = true) {
  return useQuery({
    queryKey: ['currency-rates'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/currencies/rates', { signal })),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** A USD amount in the chosen currency, or null while the rates load (or when it cannot be converted). */
export function useCurrencyConverter(): (money: { amount: string; currency: string }) => { amount: string; currency: string } | null {
  const currency = useCurrency();
  const rates = useExchangeRates(currency !== 'USD');
  const list = rates.data?.rates;
  return useCallback((money) => convertUsd(money, currency, list), [currency, list]);
}

/** Choosing a currency: kept in this browser, and on the profile when signed in (POST /api/currencies/preference). */
export function useChooseCurrency(): (code: CurrencyCode) => Promise<void> {
  const { status, user } = useSession();
  return useCallback(
    async (code: CurrencyCode) => {
      storeCurrency(code);
      if (status === 'signedIn' && user) session.updateUser({ ...user, preferredCurrency: code });
      try {
        await unwrap(api.POST('/api/currencies/preference', { body: { currencyCode: code } }));
      } catch {
        // The choice holds in this browser; the profile keeps the last one saved.
      }
    },
    [status, user],
  );
}
