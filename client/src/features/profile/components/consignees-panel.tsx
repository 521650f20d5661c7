import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useConsignees, useDeleteConsignee } from '../api/consignees-api';
import type { Consignee } from '../utils/consignee-form';
import { ConsigneeForm } from './consignee-form';
import { FormStatus, type Outcome } from './form-status';

/** The query parameter that opens the form: `?consignee=new`, or `?consignee=<id>` to edit one (the back button closes it). */
const PARAM = 'consignee';
/**
 * `?car=<stock id>`: the car the buyer was reserving when the reserve form sent them here for lack of a consignee; it
 * stays in the URL while they add one, and the panel then offers the way back to that car's reservation. Only a
 * stock id's characters are taken, and the link is built by `paths.car`, so it can lead nowhere but a car page.
 */
const CAR_PARAM = 'car';
const STOCK_ID = /^[A-Za-z0-9-]{1,40}$/;

function Lines({ lines }: { lines: (string | null | undefined | false)[] }) {
  return (
    <>
      {lines.filter(Boolean).map((line, i) => (
        <span className="line" key={i}>
          {line}
        </span>
      ))}
    </>
  );
}

function ConsigneeCard({ consignee, onEdit, onDelete }: { consignee: Consignee; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const c = consignee;
  const place = [c.city, c.state, f.country(c.country)].filter(Boolean).join(', ');
  return (
    <li className="card consignee">
      <div className="consignee__head">
        <h3 className="consignee__name">{c.consigneeName}</h3>
        {c.permanent && <Badge tone="info">{t('consignees.permanentBadge')}</Badge>}
      </div>
      <div className="consignee__body">
        <div>
          <h4 className="consignee__label">{t('consignees.consigneeSection')}</h4>
          <p className="consignee__text">
            <Lines lines={[c.address, c.referenceAddress, place]} />
            {c.consigneePhone && (
              <span className="line">
                {t('consignees.phone')}: <bdi dir="ltr">{c.consigneePhone}</bdi>
              </span>
            )}
          </p>
        </div>
        <div>
          <h4 className="consignee__label">{t('consignees.notifySection')}</h4>
          <p className="consignee__text">
            {c.sameAsConsignee ? (
              <span className="line">{t('consignees.sameAsConsigneeText')}</span>
            ) : (
              <Lines lines={[c.notifyName, c.notifyAddress, c.notifyReferenceAddress, c.notifyCity]} />
            )}
            {!c.sameAsConsignee && c.notifyPhone && (
              <span className="line">
                {t('consignees.phone')}: <bdi dir="ltr">{c.notifyPhone}</bdi>
              </span>
            )}
            {c.notifyEmail && (
              <span className="line">
                {t('consignees.email')}: <bdi dir="ltr">{c.notifyEmail}</bdi>
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="consignee__actions">
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={t('consignees.editLabel', { name: c.consigneeName })}>
          {t('consignees.edit')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          className="btn--danger-text"
          onClick={onDelete}
          aria-label={t('consignees.deleteLabel', { name: c.consigneeName })}
        >
          {t('consignees.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * My Consignee Details: the list (the permanent one first), adding, editing and deleting after confirmation. The form
 * opens in place, with its state in the URL.
 */
export function ConsigneesPanel() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const list = useConsignees();
  const remove = useDeleteConsignee();
  const [deleting, setDeleting] = useState<Consignee | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = params.get(PARAM);
  const rawCar = params.get(CAR_PARAM);
  const car = rawCar && STOCK_ID.test(rawCar) ? rawCar : null;
  const keepCar: Record<string, string> = car ? { [CAR_PARAM]: car } : {};
  const editing = open && open !== 'new' ? list.data?.items.find((c) => c.id === open) : undefined;
  const title = t('tabs.consignees');

  const openForm = (value: string) => {
    setOutcome(null);
    setParams({ [PARAM]: value, ...keepCar });
  };
  const closeForm = (result?: Outcome) => {
    setOutcome(result ?? null);
    setParams(keepCar, { replace: false });
  };

  // The heading takes the focus when the form opens or closes, or a deleted card is gone, so keyboard and screen
  // reader follow the change (after the dialog closed: this effect runs after the dialog's own).
  const [focusHeading, setFocusHeading] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [open, focusHeading]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setOutcome({ kind: 'success', text: t('consignees.deleted') });
        // The card (and its Delete button, where the dialog would return the focus) is gone.
        setFocusHeading((n) => n + 1);
      },
      onError: (error) => setOutcome({ kind: 'failure', title: t('consignees.deleteError'), error }),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (list.isError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = (
      <ul className="consignee-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card consignee">
            <Skeleton inlineSize="45%" blockSize="1.5rem" />
            <Skeleton blockSize="5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (open === 'new' || editing) {
    body = (
      <ConsigneeForm
        key={open}
        consignee={editing}
        onCancel={() => closeForm()}
        onDone={(result) => closeForm({ kind: 'success', text: t(`consignees.${result}`) })}
      />
    );
  } else if (open) {
    body = (
      <EmptyState
        title={errorText.code({ code: 'CONSIGNEE_NOT_FOUND' })}
        action={
          <Button variant="secondary" onClick={() => closeForm()}>
            {t('consignees.back')}
          </Button>
        }
      />
    );
  } else {
    const items = list.data.items;
    body = (
      <>
        <div className="consignee-toolbar">
          <p className="muted">{t('consignees.count', { count: list.data.total })}</p>
          <Button onClick={() => openForm('new')}>{t('consignees.add')}</Button>
        </div>
        {items.length === 0 ? (
          <EmptyState title={t('consignees.empty')} message={t('consignees.emptyHint')} />
        ) : (
          <ul className="consignee-list">
            {items.map((c) => (
              <ConsigneeCard key={c.id} consignee={c} onEdit={() => openForm(c.id)} onDelete={() => setDeleting(c)} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="profile-panel" aria-labelledby="profile-consignees-title">
      <h2 id="profile-consignees-title" ref={heading} tabIndex={-1}>
        {open === 'new' ? t('consignees.addTitle') : editing ? t('consignees.editTitle') : title}
      </h2>
      {!open && <p className="profile-panel__intro">{t('consignees.intro')}</p>}
      {!open && <FormStatus outcome={outcome} />}
      {car && open === 'new' && <p className="consignee-return__hint">{t('consignees.reservingCar', { stockId: car })}</p>}
      {car && !open && (list.data?.items.length ?? 0) > 0 && (
        <p className="consignee-return">
          <Link className={buttonClass('primary')} to={paths.car(car, { reserve: true })}>
            {t('consignees.returnToCar', { stockId: car })}
          </Link>
        </p>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t('consignees.deleteTitle')}
        confirmLabel={t('consignees.delete')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p>{t('consignees.deleteText', { name: deleting.consigneeName })}</p>}
      </ConfirmDialog>
    </section>
  );
}
