import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { ErrorState } from '../../../../components/error-state';
import { Button, buttonClass } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { ActionError } from '../../ui/action-error';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { Pagination } from '../../ui/pagination';
import { tableState } from '../../ui/table-state';
import { useListParams } from '../../ui/use-list-params';
import {
  useAuctionAccount,
  useAuctionAccounts,
  useRecordDeposit,
  useRecordRefund,
  useSettleBid,
  type AuctionAccount,
  type AuctionAccountSummary,
  unsorted,
} from '../api/auctions-admin-api';
import { useCustomerSearch } from '../../coupons/api/coupons-admin-api';
import { japanToday } from './bid-sheet';
import { parseYen, useYen, yenSum } from './yen';

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

/** A bank transfer's amount in whole yen and its bank reference (a deposit's, a refund's). */
function TransferFields({
  labels,
  form,
  set,
  errors,
}: {
  labels: { amountJpy: string; bankReference: string };
  form: { amountJpy: string; bankReference: string };
  set: (name: 'amountJpy' | 'bankReference') => (e: { target: { value: string } }) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('admin-auctions');
  return (
    <>
      <TextField
        label={labels.amountJpy}
        name="amountJpy"
        inputMode="numeric"
        required
        value={form.amountJpy}
        onChange={set('amountJpy')}
        hint={t('result.yenHint')}
        error={errors.amountJpy}
      />
      <TextField
        label={labels.bankReference}
        name="bankReference"
        required
        maxChars={64}
        value={form.bankReference}
        onChange={set('bankReference')}
        error={errors.bankReference}
      />
    </>
  );
}

const BID_TONES: Record<string, BadgeTone> = { open: 'info', won: 'success', lost: 'neutral', not_sold: 'neutral', withdrawn: 'neutral' };

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

/** The open bid requests and the won cars not yet paid; a won car is settled (paid) after a confirmation. */
function OpenBids({ account }: { account: AuctionAccount }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const settle = useSettleBid();
  const [settling, setSettling] = useState<AuctionAccount['openBids'][number] | null>(null);
  return (
    <AdminSection title={t('accounts.bids')}>
      {account.openBids.length === 0 ? (
        <p className="auction-empty">{t('accounts.noBids')}</p>
      ) : (
        <div className="auction-sheet__scroll">
          <table className="auction-table">
            <caption className="visually-hidden">{t('accounts.bids')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.lot')}</th>
                <th scope="col">{t('sheet.car')}</th>
                <th scope="col">{t('accounts.status')}</th>
                <th scope="col" className="numeric">
                  {t('sheet.maxBid')}
                </th>
                <th scope="col" className="numeric">
                  {t('accounts.cost')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('sheet.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.openBids.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    <Link to={adminPath('auction-bid-sheet', 'lots', b.lot.id)}>
                      {b.lot.auctionHouse} · {b.lot.lotNumber}
                    </Link>
                  </th>
                  <td>
                    {b.lot.year} {b.lot.make} {b.lot.model}
                  </td>
                  <td>
                    <Badge tone={BID_TONES[b.status] ?? 'neutral'}>{t(`bidStatus.${b.status}`, { defaultValue: b.status })}</Badge>
                  </td>
                  <td className="numeric">{yen(b.maxBidJpy)}</td>
                  <td className="numeric">
                    {b.status === 'won' ? t('accounts.costOf', { hammer: yen(b.hammerPriceJpy), fees: yen(b.feesJpy ?? '0') }) : '—'}
                  </td>
                  <td>
                    {b.status === 'won' && b.orderId && (
                      <Link className={buttonClass('secondary', 'small')} to={adminPath('orders', b.orderId)}>
                        {t('wonOrder.viewOrder')}
                      </Link>
                    )}
                    {b.status === 'won' && !b.orderId && (
                      <div className="auction-row-actions">
                        <Link
                          className={buttonClass('primary', 'small')}
                          to={adminPath('auction-accounts', account.customer.id, 'bids', b.id, 'order')}
                          aria-label={t('wonOrder.makeLot', { lot: b.lot.lotNumber })}
                        >
                          {t('wonOrder.make')}
                        </Link>
                        {!b.settledAt && (
                          <Button
                            size="small"
                            variant="ghost"
                            onClick={() => setSettling(b)}
                            aria-label={t('accounts.settleLot', { lot: b.lot.lotNumber })}
                          >
                            {t('accounts.settle')}
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ActionError error={settle.error} />
      <ConfirmDialog
        open={settling !== null}
        title={t('accounts.settleTitle', { lot: settling?.lot.lotNumber ?? '' })}
        confirmLabel={t('accounts.settle')}
        busy={settle.isPending}
        onCancel={() => setSettling(null)}
        onConfirm={() => settling && settle.mutate(settling.id, { onSettled: () => setSettling(null) })}
      >
        <p>
          {settling &&
            t('accounts.settleText', {
              car: `${settling.lot.year} ${settling.lot.make} ${settling.lot.model}`,
              amount: yen(yenSum(settling.hammerPriceJpy, settling.feesJpy)),
            })}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}

/** A refund of what backs nothing: confirmed first, saying what happens; the API's 409 (above the free part) shown. */
function RefundForm({ account }: { account: AuctionAccount }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const refund = useRecordRefund();
  const blank = { amountJpy: account.refundableJpy === '0' ? '' : account.refundableJpy, bankReference: '', note: '' };
  const [form, setForm] = useState(blank);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const labels = { amountJpy: t('refund.amount'), bankReference: t('refund.bankReference'), note: t('refund.note') };
  const { errors, formError } = useFormErrors(refund.error, labels);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => {
    setDone(false);
    setForm({ ...form, [name]: e.target.value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseYen(form.amountJpy);
    setAmountError(amount === null ? t('result.errors.wholeYen') : null);
    if (amount !== null) setConfirming(amount);
  };
  const send = (amount: string) =>
    refund.mutate(
      { customerId: account.customer.id, amountJpy: amount, bankReference: form.bankReference, note: form.note || null },
      {
        onSuccess: () => {
          setForm({ amountJpy: '', bankReference: '', note: '' });
          setDone(true);
        },
        onSettled: () => setConfirming(null),
      },
    );
  return (
    <AdminSection title={t('refund.title')}>
      <p className="auction-hint">{t('refund.hint', { amount: yen(account.refundableJpy) })}</p>
      <form className="admin-form auction-form" onSubmit={submit} noValidate aria-label={t('refund.title')}>
        <TransferFields labels={labels} form={form} set={set} errors={{ ...errors, amountJpy: amountError ?? errors.amountJpy }} />
        <div className="admin-form__wide">
          <TextField label={labels.note} name="note" maxChars={500} value={form.note} onChange={set('note')} error={errors.note} />
        </div>
        <FormActions busy={refund.isPending} error={formError} saveLabel={t('refund.save')}>
          {done && <span role="status">{t('refund.recorded')}</span>}
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        danger
        title={t('refund.confirmTitle')}
        confirmLabel={t('refund.save')}
        busy={refund.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming)}
      >
        <p>
          {confirming &&
            t('refund.confirmText', {
              amount: yen(confirming),
              customer: account.customer.name,
              reference: form.bankReference || '—',
              power: yen((BigInt(confirming) * BigInt(account.powerMultiple)).toString()),
            })}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
