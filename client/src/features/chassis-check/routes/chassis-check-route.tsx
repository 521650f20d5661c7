import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useMakes } from '../../catalogue/api/landing-api';
import { RateLimitedError, useChassisCheck } from '../api/chassis-check-api';
import { checkChassisQuery, parseChassisQuery, type ChassisQuery } from '../chassis-rules';
import { ChassisForm } from '../components/chassis-form';
import { ChassisResult } from '../components/chassis-result';
import '../chassis-check.css';

/**
 * The public chassis check (spec §2, issue 10): a maker and a chassis number, kept in the URL
 * (`/chassis-check?maker=toyota&chassis=ZVW30-1234567`) so an answer can be shared and reloaded; the answer is what we
 * hold for that chassis — our stock cars and their auction sheets, a reading that went down marked — or a translated
 * "no record". The server throttles it per IP: its 429 is shown with the wait it asks for.
 */
export default function ChassisCheckRoute() {
  const { t } = useTranslation('chassis');
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseChassisQuery(search), [search]);
  const asked = query.maker !== '' || query.chassis !== '';
  const complete = asked && checkChassisQuery(query) === null;
  const check = useChassisCheck(complete ? query : null);
  const makes = useMakes();
  const makeOptions = useMemo(() => (makes.data ?? []).map((make) => ({ value: make.slug, label: make.title })), [makes.data]);

  const refused = check.error instanceof ApiError && check.error.status === 400 ? check.error : null;
  const onCheck = (next: ChassisQuery) => {
    const target = paths.chassisCheck(next);
    if (complete && next.maker === query.maker && next.chassis === query.chassis) void check.refetch();
    else navigate(target);
  };

  let body = null;
  if (complete && !refused) {
    if (check.error instanceof RateLimitedError)
      body = (
        <div className="state state--error" role="alert">
          <p className="state__title">{errorText.message(check.error)}</p>
          {check.error.retryAfterSeconds !== null && (
            <p className="state__message">{t('tooMany.retryAfter', { count: check.error.retryAfterSeconds })}</p>
          )}
        </div>
      );
    else if (check.isError) body = <ErrorState error={check.error} onRetry={() => void check.refetch()} />;
    else if (!check.data)
      body = (
        <div className="chassis-result" aria-hidden="true">
          <Skeleton inlineSize="60%" blockSize="1.5em" />
          <Skeleton blockSize="8rem" />
          <Skeleton blockSize="8rem" />
        </div>
      );
    else if (!check.data.found) body = <EmptyState title={t('result.noRecordTitle')} message={t('result.noRecordText')} />;
    else body = <ChassisResult result={check.data} />;
  }

  return (
    <div className="container page chassis-page">
      <PageTitle title={t('title')} />
      <p className="chassis-page__intro">{t('intro')}</p>
      <ChassisForm
        key={search}
        initial={query}
        makes={makeOptions}
        makesLoading={makes.isPending}
        serverMessage={refused ? errorText.message(refused) : asked && !complete ? errorText.code(checkChassisQuery(query)!) : null}
        busy={check.isFetching}
        onCheck={onCheck}
      />
      {body && (
        <section className="chassis-page__answer" aria-label={t('result.heading')} aria-busy={check.isFetching || undefined}>
          {body}
        </section>
      )}
    </div>
  );
}
