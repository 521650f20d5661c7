import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { LoadingScreen } from '../../../../components/loading-screen';
import { SelectField } from '../../../../components/select-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { orderNumber } from '../../orders/components/sales-format';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { type AdminCar, useCar, useChangeStatus, useCreateCar, useDeleteCar, useUpdateCar } from '../api/cars-api';
import { AuctionSheetForm } from './auction-sheet-form';
import { CarFields, useCarFieldLabels } from './car-fields';
import { CAR_FIELDS, type CarFormValues, carToForm, EMPTY_CAR, formToBody } from './car-form-values';
import { CarGallery } from './car-gallery';
import { StatusBadge } from './car-list-screen';

/** A new car (no `:ref`) or one car: its fields, status, gallery, auction sheet, deletion. */
export function CarEditScreen() {
  const { ref } = useParams();
  const { t } = useTranslation('admin-cars');
  const car = useCar(ref);
  if (ref === undefined) return <CarFormPage />;
  if (car.isPending) return <LoadingScreen />;
  if (car.error)
    return (
      <AdminPage title={ref} back={{ to: adminPath('cars'), label: t('list.title') }}>
        <ErrorState error={car.error} onRetry={() => void car.refetch()} />
      </AdminPage>
    );
  return <CarFormPage car={car.data} />;
}

function CarFormPage({ car }: { car?: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  return (
    <AdminPage
      title={car ? `${car.stockId} · ${car.make.title} ${car.model} ${car.year}` : t('edit.newTitle')}
      back={{ to: adminPath('cars'), label: t('list.title') }}
      subtitle={car ? <StatusBadge status={car.status} /> : undefined}
    >
      <AdminSection title={t('edit.details')}>
        <CarDetailsForm key={car?.stockId ?? 'new'} car={car} />
      </AdminSection>
      {car && (
        <>
          <StatusSection car={car} />
          <CarGallery car={car} />
          <AuctionSheetForm key={`sheet-${car.stockId}`} car={car} />
          <DeleteSection car={car} />
        </>
      )}
    </AdminPage>
  );
}

function CarDetailsForm({ car }: { car?: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const initial = car ? carToForm(car) : EMPTY_CAR;
  const [values, setValues] = useState<CarFormValues>(initial);
  const [saved, setSaved] = useState(false);
  const create = useCreateCar();
  const update = useUpdateCar(car?.stockId ?? '');
  const mutation = car ? update : create;
  const labels = useCarFieldLabels();
  const errors = errorText.fields(mutation.error, labels);
  const unplaced = mutation.error && !CAR_FIELDS.some((f) => errors[f]) ? errorText.message(mutation.error) : null;

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (car) update.mutate(formToBody(values, initial), { onSuccess: () => setSaved(true) });
        else create.mutate(formToBody(values) as never, { onSuccess: (created) => navigate(adminPath('cars', created.stockId)) });
      }}
    >
      <CarFields
        values={values}
        errors={errors}
        stockIdHint={car ? undefined : t('edit.stockIdHint')}
        onChange={(field, value) => {
          setSaved(false);
          setValues((v) => ({ ...v, [field]: value }));
        }}
      />
      <div className="admin-form__actions">
        <Button type="submit" busy={mutation.isPending}>
          {car ? t('edit.save') : t('edit.create')}
        </Button>
        {saved && <span role="status">{t('edit.saved')}</span>}
        {unplaced && (
          <p className="field__error" role="alert">
            {unplaced}
          </p>
        )}
      </div>
    </form>
  );
}

function StatusSection({ car }: { car: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const change = useChangeStatus(car.stockId);
  // The API's car state machine says what may follow (none while an order holds the car).
  const next = car.nextStatuses;
  const [status, setStatus] = useState<string>(next[0] ?? '');
  return (
    <AdminSection title={t('statusSection.title')}>
      <p>
        {t('statusSection.current')} <StatusBadge status={car.status} />
      </p>
      {car.status === 'withdrawn' && <p className="admin-cars__note">{t('statusSection.withdrawnNote')}</p>}
      {car.holdingOrderId ? (
        <p>
          {t('statusSection.followsOrder')} <Link to={adminPath('orders', car.holdingOrderId)}>{orderNumber(car.holdingOrderId)}</Link>
        </p>
      ) : next.length === 0 ? (
        <p>{t('statusSection.final')}</p>
      ) : (
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(status as AdminCar['status']);
          }}
        >
          <SelectField
            label={t('statusSection.new')}
            name="status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              change.reset();
            }}
            options={next.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <div className="admin-form__actions">
            <Button type="submit" busy={change.isPending}>
              {t('statusSection.change')}
            </Button>
            {change.error && (
              <p className="field__error" role="alert">
                {errorText.message(change.error)}
              </p>
            )}
          </div>
        </form>
      )}
      <p className="admin-cars__note">{t('statusSection.rules')}</p>
    </AdminSection>
  );
}

function DeleteSection({ car }: { car: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const remove = useDeleteCar(car.stockId);
  const [open, setOpen] = useState(false);
  return (
    <AdminSection title={t('delete.title')}>
      <p>{t('delete.explain')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      {remove.error && !open && (
        <p className="field__error" role="alert">
          {errorText.message(remove.error)}
        </p>
      )}
      <ConfirmDialog
        open={open}
        danger
        busy={remove.isPending}
        title={t('delete.confirmTitle', { ref: car.stockId })}
        confirmLabel={t('delete.button')}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate(adminPath('cars')),
            onSettled: () => setOpen(false),
          })
        }
      >
        <p>{t('delete.confirmText', { count: car.images.length })}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
