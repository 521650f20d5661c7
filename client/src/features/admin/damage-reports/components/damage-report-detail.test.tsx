import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import type { DamageReport } from '../api/damage-reports-api';
import { DamageReportDetail } from './damage-report-detail';

const report = (overrides: Partial<DamageReport> = {}): DamageReport =>
  ({
    reference: 'DR-7K3M9Q2X',
    status: 'under_review',
    order: { id: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47', stockId: 'AB1234567', carTitle: '2018 Toyota Corolla' },
    damagedExterior: true,
    damagedInterior: false,
    mechanicalIssues: false,
    missingAccessories: true,
    description: 'Cracked tail light.',
    staffNote: null,
    photos: [],
    createdAt: '2026-11-20T09:00:00Z',
    statusChangedAt: '2026-11-21T09:00:00Z',
    customer: { id: 'c1', email: 'amina@example.com', name: 'Amina Njeri' },
    nextStatuses: ['resolved', 'rejected'],
    ...overrides,
  }) as DamageReport;

const show = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/damage-reports/:reference" element={<DamageReportDetail />} />
    </Routes>,
    { path: '/admin/damage-reports/DR-7K3M9Q2X' },
  );

describe('a damage report in the back office', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only the next statuses, shows the API’s error beside the note, then saves', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'PATCH' && pathOf(request) === '/api/admin/damage-reports/DR-7K3M9Q2X/status') {
        const body = (await request.json()) as { status: string; note: string | null };
        sent.push(body);
        if (body.status === 'rejected' && !body.note)
          return json(400, {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Please fill in all required fields',
            details: [{ field: 'note', code: 'DAMAGE_NOTE_REQUIRED_TO_REJECT', message: 'A note is required to reject' }],
          });
        return json(200, report({ status: body.status as DamageReport['status'], staffNote: body.note, nextStatuses: [] }));
      }
      return json(200, report());
    });
    show();
    const select = await screen.findByRole('combobox', { name: 'Next status' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['resolved', 'rejected']);
    expect(screen.getByText('Damaged exterior')).toBeInTheDocument();
    expect(screen.getByText('Missing accessories')).toBeInTheDocument();
    expect(screen.queryByText('Mechanical issues')).not.toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    const note = screen.getByRole('textbox', { name: /Note to the customer/ });
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.change(note, { target: { value: 'The damage was listed on the auction sheet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('This report is closed: its status is final.')).toBeInTheDocument();
    expect(sent).toEqual([
      { status: 'rejected', note: null },
      { status: 'rejected', note: 'The damage was listed on the auction sheet.' },
    ]);
  });
});
