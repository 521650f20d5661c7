import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { FeedImportDetail } from '../api/auctions-admin-api';
import { importDetail } from './fixtures.test-data';
import { ImportProgress, RejectedRows } from './import-progress';

const counts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.auction-counts__item')].map((e) => [
      e.querySelector('dt')!.textContent,
      e.querySelector('dd')!.textContent,
    ]),
  );

describe('an import’s progress', () => {
  it('shows the percent on the bar and the counts of rows read, new, updated, unchanged and rejected', () => {
    renderWithProviders(<ImportProgress item={importDetail()} />);
    expect(screen.getByText('Running')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toHaveAttribute('aria-live', 'polite');
    expect(counts()).toEqual({
      'Rows read': '64,000',
      'New lots': '60,000',
      Updated: '2,500',
      Unchanged: '1,400',
      Rejected: '100',
    });
  });

  it('says why a failed import failed, and stops announcing', () => {
    renderWithProviders(
      <ImportProgress
        item={importDetail({ status: 'failed', finished: true, error: 'The feed could not be read.', progressPercent: 100.4 })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The import failed: The feed could not be read.');
    expect(screen.getByText('100%')).not.toHaveAttribute('aria-live');
  });

  it('lists the rejected rows by number with each reason, in the page’s language where the client can word it', () => {
    const rows: FeedImportDetail['rejectedSample'] = [
      { row: 4, reasons: [{ field: 'year', code: 'FIELD_REQUIRED', message: 'Year is required' }] },
      {
        row: 7,
        reasons: [
          { field: 'auctionDate', code: 'AUCTION_ROW_DATE', message: 'Auction date must be a date written YYYY-MM-DD, e.g. 2026-12-05.' },
          { field: 'grade', code: 'FIELD_ONE_OF', message: 'Grade must be one of S, 6, 5' },
        ],
      },
    ];
    const { unmount } = renderWithProviders(<RejectedRows rows={rows} />);
    const body = screen.getAllByRole('row').slice(1);
    expect(within(body[0]!).getByRole('rowheader')).toHaveTextContent('4');
    expect(within(body[0]!).getByText('Year is required')).toBeInTheDocument();
    expect(
      within(body[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Auction date must be a date written YYYY-MM-DD, e.g. 2026-12-05.', 'Grade must be one of S, 6, 5']);
    unmount();
    renderWithProviders(<RejectedRows rows={rows} />, { language: 'ur' });
    expect(screen.getByText(/^سال/)).toBeInTheDocument();
    expect(screen.getByText('Grade must be one of S, 6, 5')).toBeInTheDocument();
  });

  it('says when no row was rejected', () => {
    renderWithProviders(<RejectedRows rows={[]} />);
    expect(screen.getByText('No row was rejected.')).toBeInTheDocument();
  });
});
