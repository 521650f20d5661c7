import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

// Tables edited in place (FAQ, price tables, import rules): each row has Edit and Delete, and Edit or "New" opens an
// EditPanel above the table. The classes are in blog/content.css, which every content area's route imports.

export type RowActionsProps = {
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons before Edit (the FAQ's move up / down). */
  children?: ReactNode;
  // The row's name, announced "Edit: <name>" and "Delete: <name>"; or whole labels where a row has no single name.
} & ({ name: string } | { editLabel: string; deleteLabel: string });

/** A row's Edit and Delete buttons, each named for screen readers with the row it acts on. */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation('admin-content');
  const { onEdit, onDelete, children } = props;
  const [editLabel, deleteLabel] =
    'name' in props ? [`${t('edit')}: ${props.name}`, `${t('delete')}: ${props.name}`] : [props.editLabel, props.deleteLabel];
  return (
    <span className="content-row-actions">
      {children}
      <Button size="small" variant="secondary" onClick={onEdit} aria-label={editLabel}>
        {t('edit')}
      </Button>
      <Button size="small" variant="ghost" onClick={onDelete} aria-label={deleteLabel}>
        {t('delete')}
      </Button>
    </span>
  );
}

export interface EditPanelProps {
  /** Names the form ("Edit charge", "New charge"), and is its heading unless `heading` is given. */
  label: string;
  heading?: ReactNode;
  /** 3 inside an AdminSection (the default), 2 directly under the page's `<h1>`. */
  level?: 2 | 3;
  onSubmit: (event: FormEvent) => void;
  /** The fields, then `<FormActions onCancel>`. */
  children: ReactNode;
}

/** The inline editor of a row, or of a new one: a named form with its heading, in a panel above the table. */
export function EditPanel({ label, heading = label, level = 3, onSubmit, children }: EditPanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form className="admin-form content-edit-panel" onSubmit={onSubmit} noValidate aria-label={label}>
      <Heading className="admin-form__wide content-subheading">{heading}</Heading>
      {children}
    </form>
  );
}
