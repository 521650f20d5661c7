import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '../lib/i18n/languages';
import { createTestI18n } from './i18n';

export interface RenderOptions {
  /** The URL the component is rendered at (its language prefix sets the language), e.g. '/ur/cars?q=prius'. */
  path?: string;
  language?: Language;
}

/**
 * Renders a component with what screens need: a QueryClient that never retries, i18next with every translation
 * file, and a router at `path`. Mock the network with `vi.spyOn(globalThis, 'fetch')`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', language }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const lang = language ?? ((/^\/(ur|pt|es)(\/|$)/.exec(path)?.[1] as Language | undefined) || 'en');
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
