import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { formatDate, formatMoney, type Money } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/use-language';

/** How the order, payment and shipment screens write states, money and dates. */
const ORDER_TONES: Record<string, BadgeTone> = {
  reserved: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  shipped: 'info',
  arrived: 'success',
  cancelled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin-orders');
  return <Badge tone={ORDER_TONES[status] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

const SHIPMENT_TONES: Record<string, BadgeTone> = { scheduled: 'neutral', sailing: 'info', arrived: 'success' };

export function ShipmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin-orders');
  return <Badge tone={SHIPMENT_TONES[status] ?? 'neutral'}>{t(`shipmentStatus.${status}`, { defaultValue: status })}</Badge>;
}

/** The short order number staff say aloud and the invoice prints: the id's first 8 characters. */
export const orderNumber = (id: string): string => id.slice(0, 8).toUpperCase();

export function useSalesFormat() {
  const language = useLanguage();
  return {
    money: (m: Money | null | undefined) => (m ? formatMoney(m, language) : '—'),
    date: (value: string | null | undefined) => (value ? formatDate(value, language) : '—'),
    dateTime: (value: string | null | undefined) =>
      value ? formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' }) : '—',
  };
}
