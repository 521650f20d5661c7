import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { AdminSection, Facts } from '../../ui/admin-page';
import { useOrderInvoice } from '../api/admin-orders-api';
import { useSalesFormat } from './sales-format';

/** The proforma invoice, opened on demand, and printed (or saved as PDF) from the browser. */
export function OrderInvoice({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const [open, setOpen] = useState(false);
  const invoice = useOrderInvoice(orderId, open);
  const i = invoice.data;
  return (
    <AdminSection
      title={t('invoice.title')}
      actions={
        <>
          <Button size="small" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('invoice.hide') : t('invoice.view')}
          </Button>
          {i && (
            <Button size="small" variant="ghost" onClick={() => window.print()}>
              {t('invoice.print')}
            </Button>
          )}
        </>
      }
    >
      {open && invoice.error && <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />}
      {open && i && (
        <div className="sales-invoice">
          <Facts
            items={[
              [t('invoice.number'), i.invoiceNumber],
              [t('invoice.issued'), f.date(i.issueDate)],
              [t('invoice.buyer'), i.buyer ? `${i.buyer.name} · ${i.buyer.email}` : '—'],
              [t('invoice.destination'), `${i.destination} · ${i.tradeTerms}`],
              [t('invoice.depositDue'), f.dateTime(i.depositDueAt)],
            ]}
          />
          <table className="sales-table">
            <caption className="visually-hidden">{t('invoice.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invoice.detail')}</th>
                <th scope="col">{t('invoice.count')}</th>
                <th scope="col">{t('invoice.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {i.lines.map((line, n) => (
                <tr key={n}>
                  <td>{line.detail}</td>
                  <td className="numeric">{line.vehicleCount}</td>
                  <td className="numeric">{f.money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Facts
            items={[
              [t('invoice.total'), f.money(i.totals.paymentTotal)],
              [t('invoice.received'), f.money(i.totals.allocatedTotal)],
              [t('invoice.deposit'), f.money(i.totals.depositTotal)],
              [t('invoice.balance'), f.money(i.totals.balance)],
              [t('invoice.bank'), `${i.bank.bankName} · SWIFT ${i.bank.swift} · ${i.bank.accountNumber}`],
            ]}
          />
        </div>
      )}
    </AdminSection>
  );
}
