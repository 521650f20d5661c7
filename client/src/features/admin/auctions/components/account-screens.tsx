import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { ErrorState } from '../../../../components/error-state';
import { buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { Pagination } from '../../ui/pagination';
import { tableState } from '../../ui/table-state';
import { useListParams } from '../../ui/use-list-params';
import { useAuctionAccount, useAuctionAccounts, useRecordDeposit, type AuctionAccountSummary, unsorted } from '../api/auctions-admin-api';
import { useCustomerSearch } from '../../coupons/api/coupons-admin-api';
import { OpenBids, RefundForm, TransferFields } from './account-panels';
import { japanToday } from './bid-sheet';
import { parseYen, useYen } from './yen';

/** The accounts: refund requests first, then the latest changed; "Record a deposit" for any customer. */
export function AccountListScreen() {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const f = useFormat();
  const list = useListParams({ sort: '' });
  const accounts = useAuctionAccounts(unsorted(list.query));
  const columns: Column<AuctionAccountSummary>[] = [
    {
      id: 'customer',
      header: t('accounts.customer'),
      cell: (a) => (
        <>
          <Link to={adminPath('auction-accounts', a.customer.id)}>{a.customer.name}</Link>
          <span className="auction-sheet__facts">{a.customer.email}</span>
        </>
      ),
    },
    { id: 'deposit', header: t('accounts.deposit'), numeric: true, cell: (a) => yen(a.depositJpy) },
    { id: 'held', header: t('accounts.held'), numeric: true, cell: (a) => yen(a.heldJpy) },
    { id: 'owed', header: t('accounts.owed'), numeric: true, cell: (a) => yen(a.owedJpy) },
    { id: 'power', header: t('accounts.power'), numeric: true, cell: (a) => yen(a.biddingPowerJpy) },
    { id: 'refundable', header: t('accounts.refundable'), numeric: true, optional: true, cell: (a) => yen(a.refundableJpy) },
    {
      id: 'refund',
      header: t('accounts.refundRequested'),
      cell: (a) =>
        a.refundRequestedAt ? <Badge tone="warning">{t('accounts.requestedOn', { date: f.date(a.refundRequestedAt) })}</Badge> : '—',
    },
  ];
  return (
    <AdminPage
      title={t('accounts.title')}
      actions={
        <Link to={adminPath('auction-accounts', 'deposit')} className={buttonClass('primary', 'small')}>
          {t('deposit.title')}
        </Link>
      }
    >
      <FilterBar list={list} names={['refundRequested']} label={t('accounts.filters')}>
        <SelectField
          label={t('accounts.refundRequested')}
          name="refundRequested"
          defaultValue={list.filters.refundRequested ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={[
            { value: 'true', label: t('accounts.refundYes') },
            { value: 'false', label: t('accounts.refundNo') },
          ]}
        />
      </FilterBar>
      <DataTable
        listId="admin-auction-accounts"
        caption={t('accounts.title')}
        columns={columns}
        rowKey={(a) => a.customer.id}
        {...tableState(accounts)}
      />
      <Pagination page={list.page} limit={list.limit} total={accounts.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
    </AdminPage>
  );
}

/** "Record a deposit" for a customer found by name or email; then their account. */
export function DepositScreen() {
  const { t } = useTranslation('admin-auctions');
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState('');
  const customers = useCustomerSearch(search);
  const found = customers.data?.items ?? [];
  return (
    <AdminPage title={t('deposit.title')} back={{ to: adminPath('auction-accounts'), label: t('accounts.back') }}>
      <AdminSection title={t('deposit.customer')}>
        <div className="admin-form">
          <TextField
            label={t('deposit.findCustomer')}
            name="customerSearch"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            hint={t('deposit.findCustomerHint')}
          />
          <SelectField
            label={t('deposit.customer')}
            name="customerId"
            required
            value={customerId}
            onChange={(e) => setCustomerId(e.target.value)}
            placeholder={found.length ? t('deposit.chooseCustomer') : t('deposit.noCustomers')}
            options={found.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} · ${u.email}` }))}
          />
        </div>
      </AdminSection>
      {customerId && <DepositForm key={customerId} customerId={customerId} goToAccount />}
    </AdminPage>
  );
}

function DepositForm({ customerId, goToAccount = false }: { customerId: string; goToAccount?: boolean }) {
  const { t } = useTranslation('admin-auctions');
  const navigate = useLocalizedNavigate();
  const record = useRecordDeposit();
  const blank = { amountJpy: '', bankReference: '', valueDate: japanToday(), note: '' };
  const [form, setForm] = useState(blank);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const labels = {
    customerId: t('deposit.customer'),
    amountJpy: t('deposit.amount'),
    bankReference: t('deposit.bankReference'),
    valueDate: t('deposit.valueDate'),
    note: t('deposit.note'),
  };
  const { errors, formError } = useFormErrors(record.error, labels);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => {
    setDone(false);
    setForm({ ...form, [name]: e.target.value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseYen(form.amountJpy);
    setAmountError(amount === null ? t('result.errors.wholeYen') : null);
    if (amount === null) return;
    record.mutate(
      { customerId, amountJpy: amount, bankReference: form.bankReference, valueDate: form.valueDate, note: form.note || null },
      {
        onSuccess: () => {
          setForm(blank);
          setDone(true);
          if (goToAccount) navigate(adminPath('auction-accounts', customerId));
        },
      },
    );
  };
  return (
    <AdminSection title={t('deposit.title')}>
      <form className="admin-form auction-form" onSubmit={submit} noValidate aria-label={t('deposit.title')}>
        <TransferFields labels={labels} form={form} set={set} errors={{ ...errors, amountJpy: amountError ?? errors.amountJpy }} />
        <TextField
          label={labels.valueDate}
          name="valueDate"
          type="date"
          required
          max={japanToday()}
          value={form.valueDate}
          onChange={set('valueDate')}
          error={errors.valueDate}
        />
        <TextField label={labels.note} name="note" maxChars={500} value={form.note} onChange={set('note')} error={errors.note} />
        <FormActions busy={record.isPending} error={errors.customerId ?? formError} saveLabel={t('deposit.save')}>
          {done && <span role="status">{t('deposit.recorded')}</span>}
        </FormActions>
      </form>
    </AdminSection>
  );
}

/** One customer's account: the sums, the open and unpaid won bids (settle), the ledger, a deposit and a refund. */
export function AccountScreen() {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const f = useFormat();
  const { customerId = '' } = useParams();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const account = useAuctionAccount(customerId, { page, limit });
  const back = { to: adminPath('auction-accounts'), label: t('accounts.back') };
  const a = account.data;
  if (!a) {
    return (
      <AdminPage title={t('accounts.one')} back={back}>
        {account.error ? (
          <ErrorState error={account.error} onRetry={() => void account.refetch()} />
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )}
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={a.customer.name}
      back={back}
      subtitle={
        <>
          {a.customer.email}
          {a.refundRequestedAt && (
            <>
              {' '}
              <Badge tone="warning">{t('accounts.requestedOn', { date: f.date(a.refundRequestedAt) })}</Badge>
            </>
          )}
        </>
      }
    >
      <AdminSection title={t('accounts.summary')}>
        <dl className="auction-counts auction-counts--money">
          {(
            [
              ['deposit', a.depositJpy],
              ['held', a.heldJpy],
              ['owed', a.owedJpy],
              ['power', a.biddingPowerJpy],
              ['refundable', a.refundableJpy],
            ] as const
          ).map(([key, value]) => (
            <div
              key={key}
              className={`auction-counts__item auction-counts__item--${key}${value === '0' ? ' auction-counts__item--zero' : ''}`}
            >
              <dt>{t(`accounts.${key}`)}</dt>
              <dd>{yen(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="auction-hint">{t('accounts.powerHint', { multiple: f.number(a.powerMultiple) })}</p>
      </AdminSection>
      <OpenBids account={a} />
      <DepositForm customerId={a.customer.id} />
      <RefundForm account={a} />
      <AdminSection title={t('ledger.title')}>
        {a.ledger.items.length === 0 ? (
          <p className="auction-empty">{t('ledger.empty')}</p>
        ) : (
          <div className="auction-sheet__scroll">
            <table className="auction-table">
              <caption className="visually-hidden">{t('ledger.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.when')}</th>
                  <th scope="col">{t('ledger.kind')}</th>
                  <th scope="col" className="numeric">
                    {t('ledger.amount')}
                  </th>
                  <th scope="col">{t('ledger.reference')}</th>
                  <th scope="col">{t('ledger.note')}</th>
                </tr>
              </thead>
              <tbody>
                {a.ledger.items.map((e, i) => (
                  <tr key={`${e.createdAt}-${i}`}>
                    <td>{f.date(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>{t(`ledger.kinds.${e.kind}`, { defaultValue: e.kind })}</td>
                    <td className="numeric">{yen(e.amountJpy)}</td>
                    <td>
                      {e.bankReference ?? '—'}
                      {e.valueDate && <span className="auction-sheet__facts">{f.date(`${e.valueDate}T12:00:00Z`)}</span>}
                    </td>
                    <td>{e.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} limit={limit} total={a.ledger.total} onPage={setPage} onLimit={setLimit} />
      </AdminSection>
    </AdminPage>
  );
}
