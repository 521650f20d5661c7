import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { ListParams } from './use-list-params';

export interface FilterBarProps {
  list: ListParams;
  /** The filter fields: plain inputs/selects named as the API's parameters, `defaultValue={list.filters.<name>}`. */
  children: ReactNode;
  /** The parameter names the form holds (read from it on Apply; the others in the URL are kept). */
  names: readonly string[];
  label: string;
}

/** Puts a URL value into the form's field of that name (an input, a select, a checkbox, or a group of them). */
function showValue(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === 'true';
  else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)
    field.value = value;
  else if (field instanceof RadioNodeList) field.value = value;
}

/**
 * A list's filters as one form: Apply writes them into the URL (page back to 1), Reset clears them. The fields are
 * uncontrolled (`defaultValue` from the URL); when the URL changes (back/forward, Reset) only the fields whose value in
 * it changed are rewritten, so words typed in one field survive another field applying. A select can apply at once
 * with `onChange={applyNow}`. Below 600 px the fields fold behind a "Filters (n)" button, so a phone or a narrow
 * tablet shows the list first.
 */
export function FilterBar({ list, children, names, label }: FilterBarProps) {
  const { t } = useTranslation('admin');
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef(list.filters);
  useEffect(() => {
    if (!form.current) return;
    for (const name of names) {
      const value = list.filters[name] ?? '';
      if ((shown.current[name] ?? '') !== value) showValue(form.current, name, value);
    }
    shown.current = list.filters;
  }, [list.filters, names]);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const patch: Record<string, string | undefined> = {};
    for (const name of names) {
      const values = data.getAll(name).map(String);
      patch[name] = values.length > 1 ? values.join(',') : values[0];
    }
    list.setFilters(patch);
  };
  const active = names.filter((name) => list.filters[name] !== undefined).length;
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <form
      ref={form}
      role="search"
      aria-label={label}
      className="filter-bar filter-bar--foldable"
      data-open={open || undefined}
      onSubmit={apply}
    >
      <button
        type="button"
        className="filter-bar__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </button>
      <div id={bodyId} className="filter-bar__fields">
        {children}
      </div>
      <div className="filter-bar__actions">
        <Button type="submit" size="small">
          {t('filters.apply')}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="small" onClick={list.reset}>
            {t('filters.reset', { count: active })}
          </Button>
        )}
      </div>
    </form>
  );
}

/** For a select in a FilterBar: applies the filters as soon as it changes. */
export const applyNow = (event: { currentTarget: { form: HTMLFormElement | null } }) => event.currentTarget.form?.requestSubmit();
