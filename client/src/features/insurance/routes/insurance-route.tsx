import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { usePriceFormatter } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useInsuranceQuote, useInsuredOrders, type Claim, type InsuredOrder } from '../api/insurance-api';
import { ClaimForm } from '../components/claim-form';
import { ClaimProcess } from '../components/claim-steps';
import { ClaimsList } from '../components/claims-list';
import { QuoteForm } from '../components/quote-form';
import '../insurance.css';

/** Spec §1: "A sample claim of 2,650 dollars is quoted." */
const SAMPLE_CLAIM = '2650.00';
/** The example car's value: above the claim, under the $10,000 cap. */
const SAMPLE_VALUE = '8400.00';

/** What is covered: from the quote endpoint's constants (the server's configuration), shown to everyone. */
function Cover() {
  const { t } = useTranslation('insurance');
  const money = usePriceFormatter();
  const example = useInsuranceQuote(SAMPLE_VALUE);
  const q = example.data;
  return (
    <>
      <section className="insurance-section" aria-labelledby="insurance-cover-title">
        <h2 id="insurance-cover-title">{t('cover.title')}</h2>
        {example.isError ? (
          <ErrorState error={example.error} onRetry={() => void example.refetch()} />
        ) : (
          <ul className="insurance-cover">
            <li className="card">
              <strong>{q ? money(q.minimumPremium) : <Skeleton inlineSize="5em" />}</strong>
              {t('cover.premium')}
            </li>
            <li className="card">
              <strong>{q ? money(q.maximumCover) : <Skeleton inlineSize="5em" />}</strong>
              {t('cover.limit')}
            </li>
            <li className="card">
              <strong>{q ? money(q.minimumClaim) : <Skeleton inlineSize="5em" />}</strong>
              {t('cover.small')}
            </li>
          </ul>
        )}
        <p className="insurance-page__intro">{t('cover.how')}</p>
      </section>
      <section className="insurance-section" aria-labelledby="insurance-steps-title">
        <h2 id="insurance-steps-title">{t('steps.title')}</h2>
        <ClaimProcess />
      </section>
      <section className="insurance-section" aria-labelledby="insurance-example-title">
        <h2 id="insurance-example-title">{t('example.title')}</h2>
        <div className="card insurance-example">
          <p>
            {t('example.text', {
              value: money({ amount: SAMPLE_VALUE, currency: 'USD' }),
              claim: money({ amount: SAMPLE_CLAIM, currency: 'USD' }),
            })}
          </p>
          <dl>
            <div>
              <dt>{t('example.premium')}</dt>
              <dd>{q ? money(q.premium) : '…'}</dd>
            </div>
            <div>
              <dt>{t('example.cover')}</dt>
              <dd>{q ? money(q.cover) : '…'}</dd>
            </div>
            <div>
              <dt>{t('example.refund')}</dt>
              <dd>{money({ amount: SAMPLE_CLAIM, currency: 'USD' })}</dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}

function InsuredOrderRow({ order, onClaim }: { order: InsuredOrder; onClaim: (id: string) => void }) {
  const { t } = useTranslation(['insurance', 'orders']);
  const money = usePriceFormatter();
  return (
    <li className="card insurance-card">
      <div className="insurance-card__head">
        <h3 className="insurance-card__title">
          <Link to={paths.order(order.orderId)}>
            <bdi>{order.carTitle}</bdi>
          </Link>
        </h3>
        {order.insurance.insured ? <Badge tone="success">{t('order.insured')}</Badge> : <Badge>{t('mine.uninsured')}</Badge>}
      </div>
      <dl className="insurance-card__facts">
        <div>
          <dt>{t('claim.stockId')}</dt>
          <dd>{order.stockId}</dd>
        </div>
        <div>
          <dt>{t('mine.status')}</dt>
          <dd>{t(`orders:status.${order.status}`, { defaultValue: order.status })}</dd>
        </div>
        <div>
          <dt>{t('order.cover')}</dt>
          <dd>{money(order.insurance.cover)}</dd>
        </div>
        <div>
          <dt>{t('order.premium')}</dt>
          <dd>{money(order.insurance.premium)}</dd>
        </div>
      </dl>
      <div className="insurance-actions">
        {order.canClaim ? (
          <Button onClick={() => onClaim(order.orderId)}>{t('mine.fileClaim')}</Button>
        ) : order.claimId ? (
          <span className="muted">{t('mine.claimUnderWay')}</span>
        ) : order.insurance.canAdd ? (
          <Link className={buttonClass('secondary')} to={paths.order(order.orderId)}>
            {t('order.add')}
          </Link>
        ) : order.insurance.insured ? (
          <span className="muted">{t('mine.notArrived')}</span>
        ) : null}
      </div>
    </li>
  );
}

/** For signed-in customers: their insured orders (with "File a claim"), the claim form, and their claims. */
function Mine() {
  const { t } = useTranslation('insurance');
  const [params, setParams] = useSearchParams();
  const orders = useInsuredOrders();
  const [claiming, setClaiming] = useState<string | null>(params.get('order'));
  const [filed, setFiled] = useState<Claim | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (filed) statusRef.current?.focus();
  }, [filed]);
  const claimable = (orders.data?.items ?? []).filter((o) => o.canClaim);

  const close = () => {
    setClaiming(null);
    if (params.has('order')) {
      params.delete('order');
      setParams(params, { replace: true });
    }
  };

  let list;
  if (orders.isError) list = <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (!orders.data) list = <Skeleton blockSize="8rem" />;
  else if (orders.data.items.length === 0) list = <EmptyState title={t('mine.emptyTitle')} message={t('mine.emptyMessage')} />;
  else
    list = (
      <ul className="insurance-list">
        {orders.data.items.map((o) => (
          <InsuredOrderRow
            key={o.orderId}
            order={o}
            onClaim={(id) => {
              setFiled(null);
              setClaiming(id);
            }}
          />
        ))}
      </ul>
    );

  return (
    <>
      <section className="insurance-section" aria-labelledby="insurance-mine-title">
        <h2 id="insurance-mine-title">{t('mine.title')}</h2>
        {filed && (
          <p ref={statusRef} tabIndex={-1} className="insurance-status" role="status">
            {t('form.filed', { stockId: filed.order.stockId })}
          </p>
        )}
        {claiming !== null && claimable.length > 0 && (
          <ClaimForm
            key={claiming}
            orders={claimable}
            initialOrderId={claiming}
            onCancel={close}
            onFiled={(claim) => {
              setFiled(claim);
              close();
            }}
          />
        )}
        {list}
      </section>
      <section className="insurance-section" aria-labelledby="insurance-claims-title">
        <h2 id="insurance-claims-title">{t('claims.title')}</h2>
        <ClaimsList />
      </section>
    </>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('insurance');
  const location = useLocation();
  const next = stripLanguage(location.pathname) + location.search;
  return (
    <section className="card insurance-card" aria-labelledby="insurance-signin-title">
      <h2 id="insurance-signin-title" className="insurance-card__title">
        {t('mine.signInTitle')}
      </h2>
      <p>{t('mine.signInMessage')}</p>
      <div className="insurance-actions">
        <Link className={buttonClass('primary')} to={paths.auth({ next })}>
          {t('mine.signIn')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The Insurance page (spec §1 marine insurance, §2 Insurance page): what is covered, the six-step claims process, the
 * sample claim of 2,650 dollars, a premium calculator; for signed-in customers their insured orders, the claim form
 * and their claims with each one's steps.
 */
export default function InsuranceRoute() {
  const { t } = useTranslation('insurance');
  const { status } = useSession();
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="container page insurance-page">
      <div>
        <PageTitle title={t('pageTitle')} />
        <p className="insurance-page__intro">{t('intro')}</p>
      </div>
      <Cover />
      <QuoteForm />
      {status === 'signedIn' ? <Mine /> : status === 'signedOut' ? <SignInPrompt /> : <Skeleton blockSize="6rem" />}
    </div>
  );
}
