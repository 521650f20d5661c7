import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { usePurchasedOrders, type DamageReportCreated } from '../api/damage-reports-api';
import { DamageReportForm } from '../components/damage-report-form';
import '../damage-reports.css';

/** Spec §2 "Damage report: login is needed to file": a visitor is asked to sign in, and comes back here after. */
function LoginPrompt() {
  const { t } = useTranslation('damage');
  const location = useLocation();
  const next = stripLanguage(location.pathname) + location.search;
  return (
    <div className="card damage-login" role="status">
      <h2 className="damage-login__title">{t('login.title')}</h2>
      <p>{t('login.message')}</p>
      <div className="damage-actions">
        <Link className={buttonClass('primary')} to={paths.auth({ next })}>
          {t('login.signIn')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.auth({ tab: 'register', next })}>
          {t('login.register')}
        </Link>
      </div>
    </div>
  );
}

function Filed({ report, onAnother }: { report: DamageReportCreated; onAnother: () => void }) {
  const { t } = useTranslation('damage');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card damage-filed" role="status">
      <h2 ref={heading} tabIndex={-1} className="damage-filed__title">
        {t('success.title')}
      </h2>
      <p>
        {t('success.referenceLabel')} <strong className="damage-filed__reference">{report.reference}</strong>
      </p>
      <p className="muted">{t('success.next')}</p>
      <div className="damage-actions">
        <Link className={buttonClass('primary')} to={paths.profile('damage-reports')}>
          {t('success.viewReports')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('success.another')}
        </Button>
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="card damage-form" aria-busy="true">
      <Skeleton inlineSize="40%" blockSize="1rem" />
      <Skeleton blockSize="var(--target-min)" />
      <Skeleton inlineSize="60%" blockSize="5rem" />
      <Skeleton blockSize="8rem" />
    </div>
  );
}

/**
 * Report damage (spec §2 Damage report, §3): signed out, a prompt to sign in that comes back; signed in, the form for
 * one of my purchased orders (`?order=` preselects it; none yet: a helpful empty state), then the reference.
 */
export default function DamageReportRoute() {
  const { t } = useTranslation('damage');
  const { status } = useSession();
  const [params] = useSearchParams();
  const orders = usePurchasedOrders();
  const [filed, setFiled] = useState<DamageReportCreated | null>(null);
  const [formKey, setFormKey] = useState(0);

  let body;
  if (status === 'signedOut') body = <LoginPrompt />;
  else if (filed)
    body = (
      <Filed
        report={filed}
        onAnother={() => {
          setFiled(null);
          setFormKey(formKey + 1);
        }}
      />
    );
  else if (status === 'loading' || (!orders.data && !orders.isError)) body = <FormSkeleton />;
  else if (orders.isError) body = <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (orders.data!.items.length === 0)
    body = (
      <EmptyState
        title={t('empty.title')}
        message={t('empty.message')}
        action={
          <Link className={buttonClass('primary')} to={paths.profile('reserved')}>
            {t('empty.action')}
          </Link>
        }
      />
    );
  else body = <DamageReportForm key={formKey} orders={orders.data!.items} initialOrderId={params.get('order') ?? ''} onFiled={setFiled} />;

  return (
    <div className="container page damage-page">
      <PageTitle title={t('page.title')} />
      <p className="damage-page__intro">{t('page.intro')}</p>
      {body}
    </div>
  );
}
