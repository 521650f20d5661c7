import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HealthStatus } from './HealthStatus';

function renderWithClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HealthStatus />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('HealthStatus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says all systems run when the API is healthy', async () => {
    answer(200, { status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
    renderWithClient();
    expect(await screen.findByText('All systems running')).toBeInTheDocument();
    expect(screen.getByText('redis: up')).toBeInTheDocument();
  });

  it('names the service that is down', async () => {
    answer(503, { status: 'error', info: { database: { status: 'up' } }, error: { redis: { status: 'down' } } });
    renderWithClient();
    expect(await screen.findByText('Some services are down')).toBeInTheDocument();
    expect(screen.getByText('redis: down')).toBeInTheDocument();
  });

  it('says so when the API cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithClient();
    expect(await screen.findByText('The service cannot be reached.')).toBeInTheDocument();
  });
});
