import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useCarLabels } from '../../catalogue/components/use-car-labels';
import { INQUIRIES_PAGE_SIZE, useMyInquiries, type Inquiry } from '../api/inquiries-api';
import '../inquiries.css';

const STATUS_TONES: Record<Inquiry['status'], BadgeTone> = { pending: 'warning', responded: 'success', closed: 'neutral' };

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation('inquiries');
  const labels = useCarLabels();
  const f = useFormat();
  const { car } = inquiry;
  return (
    <li className="card inq-card">
      <div className="inq-card__head">
        <h3 className="inq-card__ref">
          <span className="visually-hidden">{t('list.reference')} </span>
          <bdi>{inquiry.reference}</bdi>
        </h3>
        <Badge tone={STATUS_TONES[inquiry.status]}>{t(`status.${inquiry.status}`)}</Badge>
      </div>
      <p className="inq-card__car">
        {car ? (
          <>
            {t('list.car')}{' '}
            <Link to={paths.car(car.ref)}>
              <bdi>{labels.title(car)}</bdi>
            </Link>{' '}
            <bdi className="muted">({car.ref})</bdi>
          </>
        ) : (
          t('list.carNone')
        )}
      </p>
      <p className="muted inq-card__date">
        {t('list.sent')} <time dateTime={inquiry.createdAt}>{f.date(inquiry.createdAt, { dateStyle: 'medium' })}</time>
      </p>
      <p className="inq-card__label">{t('list.message')}</p>
      <p className="inq-card__text" dir="auto">
        {inquiry.message}
      </p>
      {inquiry.responseMessage ? (
        <div className="inq-card__response">
          <p className="inq-card__label">
            {t('list.response')}
            {inquiry.respondedAt && (
              <span className="muted">
                {' '}
                · <time dateTime={inquiry.respondedAt}>{f.date(inquiry.respondedAt, { dateStyle: 'medium' })}</time>
              </span>
            )}
          </p>
          <p className="inq-card__text" dir="auto">
            {inquiry.responseMessage}
          </p>
        </div>
      ) : (
        <p className="muted inq-card__waiting">{t('list.noResponse')}</p>
      )}
    </li>
  );
}

/**
 * The profile's Inquiry & Bid List (spec §2): my inquiries, newest first, a page at a time; each with its reference,
 * the car (a link) or "Car: N/A", its status, when it was sent, the message and staff's response.
 */
export function InquiriesPanel() {
  const { t } = useTranslation(['inquiries', 'profile']);
  const [page, setPage] = useState(1);
  const list = useMyInquiries(page);
  const titleId = 'inquiries-title';

  const newInquiry = (
    <Link className={buttonClass('secondary')} to={paths.inquiry()}>
      {t('list.newGeneral')}
    </Link>
  );

  let body;
  if (list.isError && !list.data) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="inq-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card inq-card">
            <Skeleton inlineSize="40%" blockSize="1.3rem" />
            <Skeleton inlineSize="70%" blockSize="1rem" />
            <Skeleton blockSize="3rem" />
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        title={t('list.empty')}
        action={
          <Link className={buttonClass('primary')} to={paths.search()}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  else {
    const last = lastPage(list.data.total, INQUIRIES_PAGE_SIZE);
    body = (
      <>
        <ul className="inq-list">
          {list.data.items.map((inquiry) => (
            <InquiryCard key={inquiry.reference} inquiry={inquiry} />
          ))}
        </ul>
        <Pager t={t} keys="list." page={page} last={last} onPage={setPage} className="form-actions inq-pages" />
      </>
    );
  }

  return (
    <section className="profile-panel inquiries-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('profile:tabs.inquiries')}</h2>
      <p className="profile-panel__intro">{t('list.intro')}</p>
      <p className="inq-panel__new">{newInquiry}</p>
      {body}
    </section>
  );
}
