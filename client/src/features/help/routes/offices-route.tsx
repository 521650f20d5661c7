import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExternalLink } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { useFormat } from '../../../lib/use-format';
import { whatsappLink } from '../../../lib/whatsapp';
import { useOffices, type Office, type OfficeRegion } from '../api/help-api';
import { officeLocalTime, telLink } from '../utils/help-rules';
import '../help.css';

/** The tabs of spec §2, in order. */
export const REGIONS: readonly OfficeRegion[] = ['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas'];
const isRegion = (value: string | null): value is OfficeRegion => REGIONS.includes(value as OfficeRegion);

/** The time now, refreshed every half minute, for the offices' local clocks. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function OfficeCard({ office, now }: { office: Office; now: Date }) {
  const { t } = useTranslation('help');
  const f = useFormat();
  const localTime = officeLocalTime(now, office.timeZone, f.language);
  return (
    <li className="office card">
      <h3 className="office__name">{office.name}</h3>
      <p className="office__place">
        {office.city}, {f.country(office.country)}
      </p>
      <dl className="office__facts">
        <dt>{t('offices.address')}</dt>
        <dd>
          <address>{office.address}</address>
        </dd>
        <dt>{t('offices.phones')}</dt>
        <dd>
          <ul className="office__phones">
            {office.phones.map((phone) => (
              <li key={phone}>
                <a href={telLink(phone)} dir="ltr">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </dd>
        {office.whatsapp && (
          <>
            <dt>{t('offices.whatsapp')}</dt>
            <dd>
              <ExternalLink href={whatsappLink(office.whatsapp, t('offices.greeting', { office: office.name }))} dir="ltr">
                {office.whatsapp}
              </ExternalLink>
            </dd>
          </>
        )}
        <dt>{t('offices.email')}</dt>
        <dd>
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </dd>
        <dt>{t('offices.hours')}</dt>
        <dd dir="auto">{office.openingHours}</dd>
        {localTime && (
          <>
            <dt>{t('offices.localTime')}</dt>
            <dd>
              <time>{localTime}</time>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

function OfficesSkeleton() {
  return (
    <ul className="offices__grid" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="office card">
          <Skeleton inlineSize="10em" blockSize="1.5em" />
          <Skeleton inlineSize="70%" />
          <Skeleton inlineSize="90%" blockSize="6em" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The global office network (spec §2 content pages): tabs Headquarters, Africa, Asia, Europe, Americas (the tab is the
 * URL's `?region=`, so a region can be shared), each office a card with its address, phones, WhatsApp, e-mail,
 * opening hours and the time there now.
 */
export default function OfficesRoute() {
  const { t } = useTranslation('help');
  const offices = useOffices();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const asked = params.get('region');
  const region: OfficeRegion = isRegion(asked) ? asked : 'Headquarters';
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'Headquarters') next.delete('region');
        else next.set('region', id);
        return next;
      },
      { replace: true },
    );

  let panel;
  if (offices.isError) panel = <ErrorState error={offices.error} title={t('offices.error')} onRetry={() => void offices.refetch()} />;
  else if (!offices.data) panel = <OfficesSkeleton />;
  else {
    const list = offices.data.regions.find((r) => r.region === region)?.offices ?? [];
    panel =
      list.length === 0 ? (
        <EmptyState title={t('offices.none')} />
      ) : (
        <ul className="offices__grid">
          {list.map((office) => (
            <OfficeCard key={office.id} office={office} now={now} />
          ))}
        </ul>
      );
  }

  return (
    <div className="container help">
      <PageTitle title={t('offices.title')} />
      <p className="help__intro">{t('offices.intro')}</p>
      <Tabs
        label={t('offices.regions')}
        items={REGIONS.map((id) => ({ id, label: t(`offices.region.${id}`) }))}
        selected={region}
        onSelect={select}
      >
        <h2 className="visually-hidden">{t(`offices.region.${region}`)}</h2>
        {panel}
      </Tabs>
    </div>
  );
}
