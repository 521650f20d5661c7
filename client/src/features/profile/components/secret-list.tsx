import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { FormStatus, type Outcome } from './form-status';
import { SecretOnce } from './secret-once';

/**
 * The dealer's lists of things with a secret (API keys, webhook endpoints; issue 14): the list with its count and
 * add button, the create (or edit) form in its place, the secret shown once after a create or a rotation, and the
 * confirmations of revoke, rotate and delete. Each panel says what its items, form and texts are.
 */

export type Secret = { title: string; secret: string; warning: string };

/** A scope's or an event's code and what it means, in the developer page's words. */
export function CodeLabel({ code, text }: { code: string; text: string }) {
  return (
    <span className="scope-label">
      <code dir="ltr">{code}</code> <span className="scope-label__text">{text}</span>
    </span>
  );
}

interface SecretFormProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The failed request's title and error, above the buttons (null while none failed). */
  failure: { title: string; error: unknown } | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The create or edit form of a list's item: its fields, what the request came to, submit and cancel. */
export function SecretForm({ title, submitLabel, busy, failure, onSubmit, onCancel, children }: SecretFormProps) {
  const { t } = useTranslation('dealer');
  return (
    <form className="card dealer-form" onSubmit={onSubmit} noValidate>
      <h3>{title}</h3>
      {children}
      <FormStatus outcome={failure && { kind: 'failure', ...failure }} />
      <div className="dealer-form__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A panel's state: what the last action came to, the secret on show, and the heading that takes the focus back. */
export function useSecretList() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const focusHeading = () => heading.current?.focus();
  /** A confirmed action's callbacks: the outcome said (success text or failure title), the dialog closed. */
  const settle = (close: () => void, failureTitle: string, successText?: string) => ({
    onSuccess: () => {
      if (successText === undefined) return;
      setOutcome({ kind: 'success', text: successText });
      focusHeading();
    },
    onError: (error: unknown) => setOutcome({ kind: 'failure', title: failureTitle, error }),
    onSettled: close,
  });
  return { heading, outcome, setOutcome, secret, setSecret, focusHeading, settle };
}

/** What a confirmation asks: open while `item` is set. */
export interface Confirmation<T> {
  item: T | null;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  text: (item: T) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

interface SecretListProps<T> {
  state: ReturnType<typeof useSecretList>;
  titleId: string;
  /** The prefix of the panel's texts in `dealer`: `<keys>.title`, `.intro` (with its link to the developer page), `.empty`, `.emptyHint`, `.listLabel`. */
  keys: 'keys' | 'hooks';
  query: { isError: boolean; error: unknown; data?: { items: T[] }; refetch: () => unknown };
  /** "2 keys", beside the add button. */
  count: string;
  addLabel: string;
  onAdd: () => void;
  item: (item: T) => ReactNode;
  /** The create or edit form, shown in the list's place while open. */
  form: ReactNode | null;
  /** Below the list (not while a form or a secret shows). */
  after?: ReactNode;
  confirmations: Confirmation<T>[];
}

export function SecretList<T>({
  state,
  titleId,
  keys,
  query,
  count,
  addLabel,
  onAdd,
  item,
  form,
  after,
  confirmations,
}: SecretListProps<T>) {
  const { t } = useTranslation('dealer');
  const { secret, setSecret, setOutcome, focusHeading } = state;
  let body;
  if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Skeleton blockSize="8rem" />;
  else if (secret)
    body = (
      <SecretOnce
        {...secret}
        onDone={() => {
          setSecret(null);
          focusHeading();
        }}
      />
    );
  else if (form) body = form;
  else
    body = (
      <>
        <div className="dealer-toolbar">
          <p className="muted">{count}</p>
          <Button
            onClick={() => {
              setOutcome(null);
              onAdd();
            }}
          >
            {addLabel}
          </Button>
        </div>
        {query.data.items.length === 0 ? (
          <EmptyState title={t(`${keys}.empty`)} message={t(`${keys}.emptyHint`)} />
        ) : (
          <ul className="dealer-list" aria-label={t(`${keys}.listLabel`)}>
            {query.data.items.map(item)}
          </ul>
        )}
      </>
    );

  return (
    <section className="profile-panel dealer-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={state.heading} tabIndex={-1}>
        {t(`${keys}.title`)}
      </h2>
      <p className="profile-panel__intro">
        <Trans t={t} i18nKey={`${keys}.intro`} components={{ dev: <Link to={paths.developers()} /> }} />
      </p>
      <FormStatus outcome={state.outcome} />
      {body}
      {!form && !secret && query.data && after}
      {confirmations.map((c) => (
        <ConfirmDialog
          key={c.title}
          open={c.item !== null}
          title={c.title}
          confirmLabel={c.confirmLabel}
          danger={c.danger}
          busy={c.busy}
          onConfirm={c.onConfirm}
          onCancel={c.onCancel}
        >
          {c.item !== null && <p>{c.text(c.item)}</p>}
        </ConfirmDialog>
      ))}
    </section>
  );
}
