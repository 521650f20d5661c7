import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

interface Health {
  status: 'ok' | 'error';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string }>;
}

export function HealthStatus() {
  const health = useQuery({
    queryKey: ['health'],
    // The health check answers 503 with the same shape when a dependency is down.
    queryFn: () => getJson<Health>('/api/health').catch((error: { body?: Health }) => error.body ?? Promise.reject(error)),
    refetchInterval: 30_000,
  });
  if (health.isPending) return <p role="status">Checking the service…</p>;
  if (health.isError || !health.data)
    return (
      <p role="status" className="down">
        The service cannot be reached.
      </p>
    );
  const parts = { ...health.data.info, ...health.data.error };
  return (
    <section aria-label="Service status">
      <p role="status" className={health.data.status === 'ok' ? 'up' : 'down'}>
        {health.data.status === 'ok' ? 'All systems running' : 'Some services are down'}
      </p>
      <ul>
        {Object.entries(parts).map(([name, part]) => (
          <li key={name}>
            {name}: {part.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
