import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { BODY_TYPES, CAR_STATUSES, FUELS, STEERINGS, TRANSMISSIONS } from '@autoexport/contract/cars';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type AdminCarSummary, type CarStatus, useCarList } from '../api/cars-api';
import { BulkDialog } from './bulk-dialog';

export const STATUS_TONES: Record<CarStatus, BadgeTone> = {
  available: 'success',
  ready_to_ship: 'info',
  reserved: 'warning',
  sold: 'neutral',
  in_transit: 'info',
  released: 'neutral',
  withdrawn: 'neutral',
};

export function StatusBadge({ status }: { status: CarStatus }) {
  const { t } = useTranslation('admin-cars');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

const FILTERS = [
  'q',
  'status',
  'make',
  'model',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'location',
  'steering',
  'fuel',
  'transmission',
  'bodyType',
  'createdFrom',
  'createdTo',
] as const;

/** The inventory: every status, filters in the URL, sort, column choice, CSV, and bulk actions on the selected rows. */
export function CarListScreen() {
  const { t } = useTranslation(['admin-cars', 'catalogue']);
  const { number, date, money } = useFormat();
  const list = useListParams({ sort: '-createdAt' });
  const cars = useCarList(list.query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const f = list.filters;

  const columns: Column<AdminCarSummary>[] = [
    {
      id: 'photo',
      header: t('list.photo'),
      optional: true,
      cell: (car) =>
        car.featuredThumbnailUrl ? (
          <img className="admin-cars__thumb" src={car.featuredThumbnailUrl} alt="" width={64} height={48} loading="lazy" />
        ) : (
          <span className="admin-cars__thumb admin-cars__thumb--none" aria-hidden="true" />
        ),
    },
    {
      id: 'stockId',
      header: t('fields.stockId'),
      sortKey: 'stockId',
      cell: (car) => <Link to={adminPath('cars', car.stockId)}>{car.stockId}</Link>,
    },
    { id: 'car', header: t('list.car'), cell: (car) => `${car.make.title} ${car.model}` },
    { id: 'year', header: t('fields.year'), sortKey: 'year', numeric: true, cell: (car) => car.year },
    {
      id: 'mileage',
      header: t('fields.mileageKm'),
      sortKey: 'mileage',
      numeric: true,
      optional: true,
      cell: (car) => number(car.mileageKm),
    },
    {
      id: 'price',
      header: t('fields.fobPriceUsd'),
      sortKey: 'price',
      numeric: true,
      cell: (car) => money({ amount: car.fobPriceUsd, currency: 'USD' }),
    },
    { id: 'status', header: t('fields.status'), sortKey: 'status', cell: (car) => <StatusBadge status={car.status} /> },
    { id: 'chassis', header: t('fields.chassisNumber'), optional: true, cell: (car) => car.chassisNumber },
    { id: 'steering', header: t('fields.steering'), optional: true, hidden: true, cell: (car) => t(`catalogue:steering.${car.steering}`) },
    { id: 'fuel', header: t('fields.fuel'), optional: true, hidden: true, cell: (car) => t(`catalogue:fuel.${car.fuel}`) },
    { id: 'location', header: t('list.location'), optional: true, cell: (car) => `${car.stockPort}, ${car.locationCountry}` },
    { id: 'views', header: t('list.views'), optional: true, hidden: true, numeric: true, cell: (car) => number(Number(car.viewCount)) },
    { id: 'created', header: t('list.created'), sortKey: 'createdAt', optional: true, cell: (car) => date(car.createdAt) },
  ];

  const options = (values: readonly string[], label: (v: string) => string) => values.map((value) => ({ value, label: label(value) }));
  const selectedRefs = [...selected];

  return (
    <AdminPage
      title={t('list.title')}
      actions={
        <>
          <ExportCsvButton path="/api/admin/cars.csv" list={list} filename="cars" />
          <Link className={buttonClass('primary', 'small')} to={adminPath('cars', 'new')}>
            {t('list.new')}
          </Link>
        </>
      }
    >
      <FilterBar list={list} names={FILTERS} label={t('list.filters')}>
        <TextField label={t('list.q')} name="q" type="search" defaultValue={f.q} placeholder={t('list.qPlaceholder')} />
        <SelectField
          label={t('fields.status')}
          name="status"
          defaultValue={f.status ?? ''}
          onChange={applyNow}
          placeholder={t('list.any')}
          options={options(CAR_STATUSES, (s) => t(`status.${s}`))}
        />
        <TextField label={t('fields.make')} name="make" defaultValue={f.make} placeholder="toyota" />
        <TextField label={t('fields.model')} name="model" defaultValue={f.model} />
        <TextField label={t('list.yearMin')} name="yearMin" inputMode="numeric" defaultValue={f.yearMin} />
        <TextField label={t('list.yearMax')} name="yearMax" inputMode="numeric" defaultValue={f.yearMax} />
        <TextField label={t('list.priceMin')} name="priceMin" inputMode="decimal" defaultValue={f.priceMin} />
        <TextField label={t('list.priceMax')} name="priceMax" inputMode="decimal" defaultValue={f.priceMax} />
        <TextField label={t('fields.stockPort')} name="location" defaultValue={f.location} />
        <SelectField
          label={t('fields.steering')}
          name="steering"
          defaultValue={f.steering ?? ''}
          onChange={applyNow}
          placeholder={t('list.any')}
          options={options(STEERINGS, (v) => t(`catalogue:steering.${v}`))}
        />
        <SelectField
          label={t('fields.fuel')}
          name="fuel"
          defaultValue={f.fuel ?? ''}
          onChange={applyNow}
          placeholder={t('list.any')}
          options={options(FUELS, (v) => t(`catalogue:fuel.${v}`))}
        />
        <SelectField
          label={t('fields.transmission')}
          name="transmission"
          defaultValue={f.transmission ?? ''}
          onChange={applyNow}
          placeholder={t('list.any')}
          options={options(TRANSMISSIONS, (v) => t(`catalogue:transmission.${v}`))}
        />
        <SelectField
          label={t('fields.bodyType')}
          name="bodyType"
          defaultValue={f.bodyType ?? ''}
          onChange={applyNow}
          placeholder={t('list.any')}
          options={options(BODY_TYPES, (v) => t(`bodyType.${v}`))}
        />
        <TextField label={t('list.createdFrom')} name="createdFrom" type="date" defaultValue={f.createdFrom} />
        <TextField label={t('list.createdTo')} name="createdTo" type="date" defaultValue={f.createdTo} />
      </FilterBar>

      <div className="admin-cars__bulkbar" role="toolbar" aria-label={t('bulk.toolbar')}>
        <span aria-live="polite">{t('bulk.selected', { count: selected.size })}</span>
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          disabled={selected.size === 0}
          onClick={() => setBulkOpen(true)}
        >
          {t('bulk.open')}
        </button>
        {selected.size > 0 && (
          <button type="button" className={buttonClass('ghost', 'small')} onClick={() => setSelected(new Set())}>
            {t('bulk.clear')}
          </button>
        )}
      </div>

      <DataTable
        listId="admin-cars"
        caption={t('list.title')}
        columns={columns}
        rows={cars.data?.items}
        rowKey={(car) => car.stockId}
        rowLabel={(car) => car.stockId}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={cars.isFetching}
        error={cars.error}
        onRetry={() => void cars.refetch()}
        selection={{ selected, onChange: setSelected }}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={cars.data?.total}
        estimated={cars.data?.totalIsEstimate}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
      {bulkOpen && (
        <BulkDialog
          refs={selectedRefs}
          onClose={(applied) => {
            setBulkOpen(false);
            if (applied) setSelected(new Set());
          }}
        />
      )}
    </AdminPage>
  );
}
