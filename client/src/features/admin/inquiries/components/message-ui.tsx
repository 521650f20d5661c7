import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { TextArea, type TextAreaProps } from '../../../../components/text-area';
import { useFormat } from '../../../../lib/use-format';

/**
 * What the message areas (inquiries, car requests, contact messages, newsletter, damage reports) share: the status
 * badge, a date and time in the page's language, a long text field. Texts in the `admin-messages` namespace.
 */
export const NS = 'admin-messages';

const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  responded: 'info',
  closed: 'neutral',
  open: 'warning',
  handled: 'success',
  new: 'warning',
  active: 'success',
  unsubscribed: 'neutral',
  submitted: 'warning',
  under_review: 'info',
  resolved: 'success',
  rejected: 'danger',
};

/** A status as a coloured badge: `statuses.<status>` of the namespace. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}

/** A moment as date and time (`<time>` with its ISO value), or a dash. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const { date } = useFormat();
  if (!value) return <>—</>;
  return <time dateTime={value}>{date(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

/** A staff answer or note: six rows, its limit counted down under it (`maxChars`), never cut. */
export function TextAreaField(props: TextAreaProps) {
  return <TextArea rows={6} {...props} />;
}

/** A customer's own words, line breaks kept. */
export function MessageText({ children }: { children: ReactNode }) {
  return (
    <p className="messages-text" dir="auto">
      {children}
    </p>
  );
}

/** A phone number, an email, a reference: left to right even on an Urdu page; null (a dash in Facts) when empty. */
export function ltr(value: string | null | undefined): ReactNode {
  return value ? <bdi dir="ltr">{value}</bdi> : null;
}

/** A short confirmation after an action ("Response sent"), read out by screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  const id = useId();
  if (!children) return null;
  return (
    <p id={id} className="messages-notice" role="status">
      {children}
    </p>
  );
}

/** The first words of a long text, for a table cell. */
export const excerpt = (text: string, max = 80): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
