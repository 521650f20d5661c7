import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { adminPath } from '../admin-paths';
import { AdminPage } from './admin-page';
import { type Column, DataTable } from './data-table';
import { type ListQuery, tableState } from './table-state';

// Content the public site lists in order and staff can switch off without deleting it: the offices and the support
// agents share this list screen and these fields; the price tables show the same badge. Words from `admin-content`.

/** The `active` URL parameter that ActiveFilterBar writes: "true", "false", or undefined for all. */
export function useActiveFilter(): string | undefined {
  const [params] = useSearchParams();
  return params.get('active') ?? undefined;
}

/**
 * The filter of a short list that needs no FilterBar: all, active only, inactive only. It applies as soon as it
 * changes, straight into the URL, so there is no Apply button and nothing to fold on a phone.
 */
export function ActiveFilterBar() {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  return (
    <div className="filter-bar">
      <div className="filter-bar__fields">
        <SelectField
          label={t('fields.active')}
          name="active"
          value={params.get('active') ?? ''}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.value) next.set('active', event.target.value);
              else next.delete('active');
              return next;
            })
          }
          placeholder={t('allStates')}
          options={[
            { value: 'true', label: t('active') },
            { value: 'false', label: t('inactive') },
          ]}
        />
      </div>
    </div>
  );
}

/** A row's "Active" / "Inactive" badge, green or grey. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-content');
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? t('active') : t('inactive')}</Badge>;
}

interface Listed {
  id: string;
  position: number;
  active: boolean;
}

export interface ActiveListProps<T extends Listed> {
  /** The area's path (`offices`): its rows link to `<area>/<id>`, "New" to `<area>/new`; also the table's listId. */
  area: string;
  title: string;
  newLabel: string;
  /** The record's own columns; its position and the Active badge follow them. */
  columns: readonly Column<T>[];
  /** The list, filtered by `useActiveFilter()`; short enough to need no pages. */
  query: ListQuery<T>;
}

/** The list screen of such content: a "New" link, the active filter and the table. */
export function ActiveList<T extends Listed>({ area, title, newLabel, columns, query }: ActiveListProps<T>) {
  const { t } = useTranslation('admin-content');
  const all: Column<T>[] = [
    ...columns,
    { id: 'position', header: t('fields.position'), numeric: true, optional: true, cell: (row) => row.position },
    { id: 'active', header: t('fields.active'), cell: (row) => <ActiveBadge active={row.active} /> },
  ];
  return (
    <AdminPage
      title={title}
      actions={
        <Link className={buttonClass('primary', 'small')} to={adminPath(area, 'new')}>
          {newLabel}
        </Link>
      }
    >
      <ActiveFilterBar />
      <DataTable listId={area} caption={title} columns={all} rowKey={(row) => row.id} {...tableState(query)} />
    </AdminPage>
  );
}

interface FieldProps<V> {
  value: V;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** Where the record stands in the public list (a whole number, smallest first), as typed. */
export function PositionField(props: FieldProps<string>) {
  const { t } = useTranslation('admin-content');
  return <TextField label={t('fields.position')} name="position" inputMode="numeric" dir="ltr" hint={t('positionHint')} {...props} />;
}

/** Whether the public site shows the record. */
export function ActiveCheckbox({ value, onChange, error }: FieldProps<boolean>) {
  const { t } = useTranslation('admin-content');
  return <Checkbox label={t('fields.active')} name="active" checked={value} onChange={onChange} error={error} />;
}
