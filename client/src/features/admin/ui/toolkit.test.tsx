import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataTable, type Column } from './data-table';
import { fileNameOf } from './download';
import { FilterBar } from './filter-bar';
import { Pagination } from './pagination';
import { useListParams } from './use-list-params';

interface Row {
  id: string;
  name: string;
  price: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Prius', price: '8,000' },
  { id: 'b', name: 'Fit', price: '5,500' },
];
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortKey: 'name' },
  { id: 'price', header: 'Price', cell: (r) => r.price, sortKey: 'price', numeric: true, optional: true },
  { id: 'notes', header: 'Notes', cell: () => 'n', hidden: true },
];

/** A list screen in miniature: the URL's state, a filter, the table and its pages. */
function List() {
  const list = useListParams({ sort: '-createdAt' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { search } = useLocation();
  return (
    <>
      <output data-testid="url">{search}</output>
      <FilterBar list={list} names={['q']} label="Filters">
        <label>
          Words <input name="q" defaultValue={list.filters.q} />
        </label>
      </FilterBar>
      <DataTable
        listId="test-cars"
        caption="Cars"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={list.sort}
        onSort={list.toggleSort}
        selection={{ selected, onChange: setSelected }}
        rowLabel={(r) => r.name}
      />
      <output data-testid="selected">{[...selected].join(',')}</output>
      <Pagination page={list.page} limit={list.limit} total={45} onPage={list.setPage} onLimit={list.setLimit} />
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;

describe('back-office lists', () => {
  afterEach(() => localStorage.clear());

  it('keeps filters, sort and page in the URL, and goes back to page 1 when they change', () => {
    renderWithProviders(<List />, { path: '/admin/cars?page=2' });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('?page=3');

    fireEvent.change(screen.getByLabelText('Words'), { target: { value: ' prius ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('?q=prius');

    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(url()).toBe('?q=prius&sort=price');
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(url()).toBe('?q=prius&sort=-price');
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('?sort=-price');
    // The field follows the URL it no longer has.
    expect((screen.getByLabelText('Words') as HTMLInputElement).value).toBe('');
  });

  it('folds the filters behind a button that counts the ones applied (shown below 600 px)', () => {
    renderWithProviders(<List />, { path: '/admin/cars?q=fit' });
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('search', { name: 'Filters' }).hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('search', { name: 'Filters' }).hasAttribute('data-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lets the clerk hide optional columns and show hidden ones, and remembers it', () => {
    const { unmount } = renderWithProviders(<List />, { path: '/admin/cars' });
    const table = screen.getByRole('table', { name: 'Cars' });
    expect(within(table).queryByRole('columnheader', { name: 'Notes' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Price'));
    fireEvent.click(screen.getByLabelText('Notes'));
    expect(within(table).queryByRole('columnheader', { name: /Price/ })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
    unmount();

    renderWithProviders(<List />, { path: '/admin/cars' });
    const again = screen.getByRole('table', { name: 'Cars' });
    expect(within(again).queryByRole('columnheader', { name: /Price/ })).toBeNull();
    expect(within(again).getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
  });

  it('selects rows one by one or the whole page', () => {
    renderWithProviders(<List />, { path: '/admin/cars' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Fit' }));
    expect(screen.getByTestId('selected').textContent).toBe('b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByTestId('selected').textContent).toBe('b,a');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('reads a download’s file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="cars-2026-11-26.csv"', 'x.csv')).toBe('cars-2026-11-26.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
