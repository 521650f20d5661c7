import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Link } from '../../../../components/link';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import type { SearchResult } from '../api/search';

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <section className="search-group" aria-labelledby={`search-${id}`}>
      <h2 id={`search-${id}`}>
        {title} <span className="dash-muted">({count})</span>
      </h2>
      {count === 0 ? <p className="dash-muted">{t('search.noneIn')}</p> : <ul className="search-group__list">{children}</ul>}
    </section>
  );
}

/** The search's answer in three groups — cars, customers, orders — each item a link to its page. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation('admin-dashboard');
  const f = useFormat();
  return (
    <div className="search-groups">
      <Group id="cars" title={t('search.cars')} count={result.cars.length}>
        {result.cars.map((c) => (
          <li key={c.ref}>
            <Link to={adminPath('cars', c.ref)} className="search-hit">
              <span className="search-hit__title">
                <bdi>{c.ref}</bdi> · {c.title}
              </span>
              <span className="search-hit__meta">
                {t(`search.carStatus.${c.status}`)} · {f.money(c.price)}
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group id="customers" title={t('search.customers')} count={result.customers.length}>
        {result.customers.map((u) => (
          <li key={u.id}>
            <Link to={adminPath('users', u.id)} className="search-hit">
              <span className="search-hit__title">{u.name || u.email}</span>
              <span className="search-hit__meta">
                {u.email}
                {u.country ? ` · ${f.country(u.country)}` : ''}
                {u.role !== 'user' && (
                  <>
                    {' '}
                    <Badge tone="info">{t(`search.role.${u.role}`)}</Badge>
                  </>
                )}
                {u.status === 'suspended' && (
                  <>
                    {' '}
                    <Badge tone="warning">{t('search.suspended')}</Badge>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group id="orders" title={t('search.orders')} count={result.orders.length}>
        {result.orders.map((o) => (
          <li key={o.id}>
            <Link to={adminPath('orders', o.id)} className="search-hit">
              <span className="search-hit__title">
                <bdi>{o.stockId}</bdi> · {o.carTitle}
              </span>
              <span className="search-hit__meta">
                {t(`search.orderStatus.${o.status}`)} · {f.money(o.total)} · {o.customer?.name || o.customer?.email || '—'} ·{' '}
                {t('search.orderId', { id: o.id.slice(0, 8).toUpperCase() })}
              </span>
            </Link>
          </li>
        ))}
      </Group>
    </div>
  );
}
