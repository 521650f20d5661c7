import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import AdminNotFound from '../../shell/admin-not-found';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import {
  COUPON_STATUSES,
  useAdminCoupons,
  useCustomerSearch,
  useIssueCoupon,
  type AdminCoupon,
  type CouponStatus,
  type IssueCouponBody,
} from '../api/coupons-admin-api';
import '../../reviews/reviews.css';

const NS = 'admin-reviews';
const CURRENCIES: readonly IssueCouponBody['currency'][] = ['USD', 'EUR', 'GBP', 'JPY'];
export const COUPON_TONES: Record<CouponStatus, BadgeTone> = { active: 'success', used: 'neutral', expired: 'warning' };

/** Coupons (issue 12): the list, and issuing one to a customer. */
export default function CouponsRoute() {
  return (
    <Routes>
      <Route index element={<CouponListScreen />} />
      <Route path="new" element={<IssueCouponScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

function CouponListScreen() {
  const { t } = useTranslation(NS);
  const { date, money } = useFormat();
  const list = useListParams({ sort: '-issuedAt' });
  const coupons = useAdminCoupons(list.query);
  // The code of the coupon just issued (navigation state, not a filter of the list).
  const issued = (useLocation().state as { issued?: string } | null)?.issued;

  const columns: Column<AdminCoupon>[] = [
    { id: 'code', header: t('coupons.columns.code'), sortKey: 'code', cell: (c) => <code>{c.code}</code> },
    { id: 'name', header: t('coupons.columns.name'), cell: (c) => c.name },
    {
      id: 'status',
      header: t('coupons.columns.status'),
      cell: (c) => <Badge tone={COUPON_TONES[c.status]}>{t(`coupons.status.${c.status}`)}</Badge>,
    },
    { id: 'customer', header: t('coupons.columns.customer'), cell: (c) => (c.customer ? `${c.customer.name} · ${c.customer.email}` : '—') },
    { id: 'amount', header: t('coupons.columns.amount'), sortKey: 'amount', numeric: true, cell: (c) => money(c.amount) },
    { id: 'balance', header: t('coupons.columns.balance'), sortKey: 'balance', numeric: true, cell: (c) => money(c.balance) },
    { id: 'expiresAt', header: t('coupons.columns.expires'), sortKey: 'expiresAt', cell: (c) => date(c.expiresAt) },
    { id: 'issuedAt', header: t('coupons.columns.issued'), sortKey: 'issuedAt', optional: true, cell: (c) => date(c.issuedAt) },
  ];

  return (
    <AdminPage
      title={t('coupons.title')}
      actions={
        <>
          <ExportCsvButton path="/api/admin/coupons.csv" list={list} filename="coupons" />
          <Link to={adminPath('coupons', 'new')} className={buttonClass('primary', 'small')}>
            {t('coupons.new')}
          </Link>
        </>
      }
    >
      {issued && (
        <p role="status" className="admin-notice">
          {t('coupons.issued', { code: issued })}
        </p>
      )}
      <FilterBar list={list} names={['q', 'status', 'code']} label={t('coupons.filters')}>
        <TextField label={t('coupons.q')} name="q" type="search" defaultValue={list.filters.q} placeholder={t('coupons.qHint')} />
        <SelectField
          label={t('coupons.columns.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`coupons.status.${s}`) }))}
        />
        <TextField label={t('coupons.columns.code')} name="code" defaultValue={list.filters.code} placeholder={t('coupons.codeHint')} />
      </FilterBar>
      <DataTable
        listId="admin-coupons"
        caption={t('coupons.title')}
        columns={columns}
        rows={coupons.data?.items}
        rowKey={(c) => c.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={coupons.isFetching}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={coupons.data?.total}
        estimated={coupons.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

type Draft = Omit<IssueCouponBody, 'customerId'> & { customerId: string };
const EMPTY: Draft = { customerId: '', name: '', code: '', amount: '', currency: 'USD', expiresAt: '' };

function IssueCouponScreen() {
  const { t } = useTranslation(NS);
  const { money, date } = useFormat();
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const issue = useIssueCoupon();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const customers = useCustomerSearch(search);
  const labels = {
    customerId: t('coupons.customer'),
    name: t('coupons.columns.name'),
    code: t('coupons.columns.code'),
    amount: t('coupons.columns.amount'),
    currency: t('coupons.currency'),
    expiresAt: t('coupons.columns.expires'),
  };
  const errors = issue.error ? errorText.fields(issue.error, labels) : {};
  const formError = issue.error && Object.keys(errors).length === 0 ? errorText.message(issue.error) : null;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const chosen = customers.data?.items.find((u) => u.id === draft.customerId);
  const back = { to: adminPath('coupons'), label: t('coupons.back') };

  const send = () =>
    issue.mutate(draft as IssueCouponBody, {
      onSuccess: (coupon) => navigate(adminPath('coupons'), { state: { issued: coupon.code } }),
      onSettled: () => setConfirming(false),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <AdminPage title={t('coupons.new')} back={back}>
      <AdminSection title={t('coupons.details')}>
        <form className="admin-form" onSubmit={submit} noValidate>
          <TextField
            label={t('coupons.findCustomer')}
            name="customerSearch"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            hint={t('coupons.findCustomerHint')}
          />
          <SelectField
            label={labels.customerId}
            name="customerId"
            required
            value={draft.customerId}
            onChange={set('customerId')}
            placeholder={customers.data?.items.length ? t('coupons.chooseCustomer') : t('coupons.noCustomers')}
            options={(customers.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} · ${u.email}` }))}
            error={errors.customerId}
          />
          <TextField
            label={labels.name}
            name="name"
            required
            maxChars={100}
            value={draft.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={labels.code}
            name="code"
            required
            maxChars={32}
            value={draft.code}
            onChange={set('code')}
            hint={t('coupons.codeFormat')}
            error={errors.code}
          />
          <TextField
            label={labels.amount}
            name="amount"
            required
            inputMode="decimal"
            value={draft.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
          <SelectField
            label={labels.currency}
            name="currency"
            required
            value={draft.currency}
            onChange={set('currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            hint={t('coupons.currencyHint')}
            error={errors.currency}
          />
          <TextField
            label={labels.expiresAt}
            name="expiresAt"
            type="date"
            required
            value={draft.expiresAt}
            onChange={set('expiresAt')}
            hint={t('coupons.expiresHint')}
            error={errors.expiresAt}
          />
          {formError && (
            <p className="field__error admin-form__wide" role="alert">
              {formError}
            </p>
          )}
          <div className="admin-form__actions">
            <Button type="submit" busy={issue.isPending}>
              {t('coupons.issue')}
            </Button>
          </div>
        </form>
      </AdminSection>
      <ConfirmDialog
        open={confirming}
        title={t('coupons.confirm.title')}
        confirmLabel={t('coupons.confirm.action')}
        busy={issue.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>
          {t('coupons.confirm.body', {
            code: draft.code.toUpperCase() || '—',
            amount: /^\d+(\.\d{1,2})?$/.test(draft.amount)
              ? money({ amount: draft.amount, currency: draft.currency })
              : draft.amount || '—',
            customer: chosen ? `${chosen.firstName} ${chosen.lastName} (${chosen.email})` : '—',
            date: /^\d{4}-\d{2}-\d{2}$/.test(draft.expiresAt) ? date(`${draft.expiresAt}T12:00:00Z`) : '—',
          })}
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
