import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import AdminNotFound from '../../shell/admin-not-found';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import {
  REVIEW_STATUSES,
  useAdminReview,
  useAdminReviews,
  useDeleteReply,
  useSetReviewStatus,
  useUpdateReply,
  type AdminReview,
  type AdminReviewReply,
  type ReviewStatus,
} from '../api/reviews-admin-api';
import { CompanyReplyForm, ReplyItem } from '../components/review-replies';
import '../reviews.css';

const NS = 'admin-reviews';

export const REVIEW_TONES: Record<ReviewStatus, BadgeTone> = { pending: 'warning', published: 'success', hidden: 'neutral' };

/** Reviews (issue 12): the moderation queue, and one review — publish, hide, reply as the company. */
export default function ReviewsRoute() {
  return (
    <Routes>
      <Route index element={<ReviewListScreen />} />
      <Route path=":id" element={<ReviewScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

/** "★★★★☆" with the rating spoken. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(NS);
  return (
    <span className="admin-stars" role="img" aria-label={t('reviews.stars', { count: rating })}>
      {'★'.repeat(rating)}
      <span className="admin-stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewListScreen() {
  const { t } = useTranslation(NS);
  const { date, country } = useFormat();
  const list = useListParams({ sort: '-createdAt' });
  const reviews = useAdminReviews(list.query);

  const columns: Column<AdminReview>[] = [
    { id: 'createdAt', header: t('reviews.columns.submitted'), sortKey: 'createdAt', cell: (r) => date(r.createdAt) },
    {
      id: 'status',
      header: t('reviews.columns.status'),
      cell: (r) => <Badge tone={REVIEW_TONES[r.status]}>{t(`reviews.status.${r.status}`)}</Badge>,
    },
    { id: 'rating', header: t('reviews.columns.rating'), sortKey: 'rating', cell: (r) => <Stars rating={r.rating} /> },
    {
      id: 'title',
      header: t('reviews.columns.title'),
      cell: (r) => <Link to={adminPath('reviews', r.id)}>{r.title}</Link>,
    },
    { id: 'reviewer', header: t('reviews.columns.reviewer'), cell: (r) => r.reviewerName },
    { id: 'country', header: t('reviews.columns.country'), optional: true, cell: (r) => country(r.country) },
    {
      id: 'photos',
      header: t('reviews.columns.photos'),
      optional: true,
      cell: (r) =>
        r.photos.length > 0 ? (
          <span className="admin-review-thumbs">
            {r.photos.slice(0, 3).map((p, i) => (
              <img key={p.url} src={p.thumbnailUrl} alt={t('reviews.photoAlt', { n: i + 1, title: r.title })} width={48} height={36} />
            ))}
            {r.photos.length > 3 && <span>+{r.photos.length - 3}</span>}
          </span>
        ) : (
          '—'
        ),
    },
    { id: 'replies', header: t('reviews.columns.replies'), optional: true, numeric: true, cell: (r) => r.replies.length },
    {
      id: 'publishedAt',
      header: t('reviews.columns.published'),
      sortKey: 'publishedAt',
      hidden: true,
      cell: (r) => (r.publishedAt ? date(r.publishedAt) : '—'),
    },
  ];

  return (
    <AdminPage title={t('reviews.title')} actions={<ExportCsvButton path="/api/admin/reviews.csv" list={list} filename="reviews" />}>
      <FilterBar list={list} names={['q', 'status', 'rating', 'country', 'withPhotos']} label={t('reviews.filters')}>
        <TextField label={t('reviews.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('reviews.columns.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviews.status.${s}`) }))}
        />
        <SelectField
          label={t('reviews.columns.rating')}
          name="rating"
          defaultValue={list.filters.rating ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('reviews.stars', { count: n }) }))}
        />
        <TextField
          label={t('reviews.country')}
          name="country"
          maxLength={2}
          defaultValue={list.filters.country}
          hint={t('reviews.countryHint')}
        />
        <SelectField
          label={t('reviews.columns.photos')}
          name="withPhotos"
          defaultValue={list.filters.withPhotos ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={[
            { value: 'true', label: t('reviews.withPhotos') },
            { value: 'false', label: t('reviews.withoutPhotos') },
          ]}
        />
      </FilterBar>
      <DataTable
        listId="admin-reviews"
        caption={t('reviews.title')}
        columns={columns}
        rows={reviews.data?.items}
        rowKey={(r) => r.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={reviews.isFetching}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={reviews.data?.total}
        estimated={reviews.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

type Confirm = { kind: 'publish' | 'hide' } | { kind: 'deleteReply'; reply: AdminReviewReply } | null;

function ReviewScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NS);
  const { date, country } = useFormat();
  const errorText = useErrorText();
  const review = useAdminReview(id);
  const setStatus = useSetReviewStatus(id);
  const deleteReply = useDeleteReply(id);
  const updateReply = useUpdateReply(id);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const back = { to: adminPath('reviews'), label: t('reviews.back') };

  if (review.error) {
    return (
      <AdminPage title={t('reviews.one')} back={back}>
        <ErrorState error={review.error} onRetry={() => void review.refetch()} />
      </AdminPage>
    );
  }
  if (!review.data) {
    return (
      <AdminPage title={t('reviews.one')} back={back}>
        <Skeleton blockSize="320px" />
      </AdminPage>
    );
  }
  const r = review.data;
  const busy = setStatus.isPending || deleteReply.isPending;
  const actionError = setStatus.error ?? deleteReply.error ?? updateReply.error;

  return (
    <AdminPage
      title={r.title}
      back={back}
      subtitle={
        <>
          <Badge tone={REVIEW_TONES[r.status]}>{t(`reviews.status.${r.status}`)}</Badge> <Stars rating={r.rating} />{' '}
          {t('reviews.submittedOn', { date: date(r.createdAt) })}
          {r.publishedAt && ` · ${t('reviews.publishedOn', { date: date(r.publishedAt) })}`}
        </>
      }
      actions={
        <>
          {/* The review machine says what may happen next (nextStatuses): the screen does not decide it. */}
          {r.nextStatuses.includes('published') && (
            <Button size="small" onClick={() => setConfirm({ kind: 'publish' })}>
              {t('reviews.publish')}
            </Button>
          )}
          {r.nextStatuses.includes('hidden') && (
            <Button size="small" variant="secondary" onClick={() => setConfirm({ kind: 'hide' })}>
              {t('reviews.hide')}
            </Button>
          )}
        </>
      }
    >
      {actionError !== null && (
        <p className="field__error" role="alert">
          {errorText.message(actionError)}
        </p>
      )}
      <div className="admin-review">
        <AdminSection title={t('reviews.text')}>
          <p className="admin-review__description">{r.description}</p>
          {r.photos.length > 0 && (
            <ul className="admin-review__photos" aria-label={t('reviews.columns.photos')}>
              {r.photos.map((p, i) => (
                <li key={p.url}>
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img src={p.thumbnailUrl} alt={t('reviews.photoAlt', { n: i + 1, title: r.title })} width={160} height={120} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
        <AdminSection title={t('reviews.reviewer')}>
          <Facts
            items={[
              [t('reviews.name'), r.reviewerName],
              [t('reviews.email'), <a href={`mailto:${r.email}`}>{r.email}</a>],
              [t('reviews.phone'), r.phone],
              [t('reviews.columns.country'), [r.city, r.state, country(r.country)].filter(Boolean).join(', ')],
              [t('reviews.address'), r.address],
              [t('reviews.verifiedBuyer'), r.verifiedBuyer ? t('yes') : t('no')],
            ]}
          />
        </AdminSection>
      </div>
      <AdminSection title={t('reviews.replies')}>
        {r.replies.length === 0 ? (
          <p>{t('reviews.noReplies')}</p>
        ) : (
          <ol className="admin-replies">
            {r.replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                busy={updateReply.isPending}
                onMove={(status) => updateReply.mutate({ replyId: reply.id, status })}
                onDelete={() => setConfirm({ kind: 'deleteReply', reply })}
                onSave={(message) => updateReply.mutateAsync({ replyId: reply.id, message })}
              />
            ))}
          </ol>
        )}
        <CompanyReplyForm id={id} published={r.status === 'published'} />
      </AdminSection>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`reviews.confirm.${confirm.kind}.title`) : ''}
        confirmLabel={confirm ? t(`reviews.confirm.${confirm.kind}.action`) : undefined}
        danger={confirm?.kind === 'deleteReply'}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          const done = { onSettled: () => setConfirm(null) };
          if (confirm.kind === 'deleteReply') deleteReply.mutate(confirm.reply.id, done);
          else setStatus.mutate(confirm.kind === 'publish' ? 'published' : 'hidden', done);
        }}
      >
        {confirm && <p>{t(`reviews.confirm.${confirm.kind}.body`)}</p>}
        {confirm?.kind === 'deleteReply' && <blockquote className="admin-replies__quote">{confirm.reply.message}</blockquote>}
      </ConfirmDialog>
    </AdminPage>
  );
}
