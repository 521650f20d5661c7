import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session/session';
import type { AuthResponse } from '../../../../lib/session/session-storage';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import ReviewsRoute from '../../reviews/routes/reviews-route';
import type { AdminReview } from '../../reviews/api/reviews-admin-api';
import type { AdminClaim } from '../api/claims-admin-api';
import InsuranceClaimsRoute from './insurance-claims-route';

const staff = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'kenji@example.com', firstName: 'Kenji', lastName: 'Sato', role: 'admin' },
} as unknown as AuthResponse;

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const CLAIM_ID = '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';
const claim = (over: Partial<AdminClaim> = {}): AdminClaim =>
  ({
    id: CLAIM_ID,
    status: 'filed',
    order: { id: 'o1', stockId: 'AB1234567', carTitle: '2018 Toyota Corolla' },
    damageReportReference: null,
    description: 'Dented bumper',
    damageFoundOn: '2026-04-06',
    amountClaimed: usd('2650.00'),
    repairEstimate: null,
    cover: usd('5050.00'),
    payout: null,
    rejectionReason: null,
    repairCost: null,
    currentStep: 4,
    steps: [],
    createdAt: '2026-04-07T01:00:00Z',
    decidedAt: null,
    paidAt: null,
    customer: { id: 'c1', email: 'amina@example.com', name: 'Amina Njeri' },
    events: [],
    nextStatuses: ['approved', 'rejected'],
    ...over,
  }) as AdminClaim;

/** The claim's detail and its decisions: `decide` answers each POST (and records its body). */
function fakeApi(decide: (path: string, body: Record<string, unknown>) => Response, shown: AdminClaim = claim()) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (request.method === 'GET' && path === `/api/admin/insurance/claims/${CLAIM_ID}`) return json(200, shown);
    if (request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return decide(path, body);
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
  });
  return sent;
}

describe('an insurance claim in the back office', () => {
  beforeEach(() => session.signIn(staff, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('shows the rule’s refusal beside the reason of a rejection, and sends the reason once given', async () => {
    const sent = fakeApi((_path, body) =>
      body.reason
        ? json(200, claim({ status: 'rejected', rejectionReason: String(body.reason), nextStatuses: [] }))
        : json(400, {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Please fill in all required fields',
            details: [{ field: 'reason', code: 'CLAIM_REASON_REQUIRED', message: 'Tell the customer why the claim is rejected.' }],
          }),
    );
    renderWithProviders(<InsuranceClaimsRoute />, { path: `/${CLAIM_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this claim?' });
    expect(within(dialog).getByText(/customer is emailed your reason at amina@example.com/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await within(dialog).findByText('Tell the customer why the claim is rejected.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Reason, for the customer/), { target: { value: 'Damage predates loading.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await waitFor(() => expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0));
    expect(sent.map((s) => s.body)).toEqual([{ reason: '' }, { reason: 'Damage predates loading.' }]);
    expect(sent[1]!.path).toBe(`/api/admin/insurance/claims/${CLAIM_ID}/reject`);
  });

  it('approves with the assessed damage (the amount claimed by default) and says what the cover allows', async () => {
    const sent = fakeApi(() => json(200, claim({ status: 'approved', payout: usd('2000.00'), nextStatuses: ['paid'] })));
    renderWithProviders(<InsuranceClaimsRoute />, { path: `/${CLAIM_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this claim?' });
    const assessed = within(dialog).getByLabelText('Assessed damage (USD)');
    expect(assessed).toHaveValue('2650.00');
    fireEvent.change(assessed, { target: { value: '2000.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument());
    expect(sent).toEqual([{ path: `/api/admin/insurance/claims/${CLAIM_ID}/approve`, body: { assessedDamage: '2000.00', note: null } }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('offers only what the claim machine allows next, and names a deleted customer’s account as such', async () => {
    fakeApi(
      () => json(500, {}),
      claim({ status: 'approved', payout: usd('2650.00'), nextStatuses: ['paid'], customer: { id: null, email: null, name: null } }),
    );
    renderWithProviders(<InsuranceClaimsRoute />, { path: `/${CLAIM_ID}` });
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByText('Deleted account')).toBeInTheDocument();
  });
});

describe('a review in the back office', () => {
  beforeEach(() => session.signIn(staff, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('offers to edit and delete only the company’s replies; a customer’s reply can only be hidden', async () => {
    const REVIEW_ID = '0d9c4e2a-1b7f-4c3e-9a8d-5f6e7d8c9b0a';
    const reply = (id: string, isCompany: boolean, message: string) => ({
      id,
      authorName: isCompany ? 'AutoExport' : 'Bilal K.',
      isCompany,
      message,
      createdAt: '2026-04-08T01:00:00Z',
      status: 'published',
      nextStatuses: ['hidden'],
    });
    const review = {
      id: REVIEW_ID,
      status: 'published',
      title: 'Smooth purchase',
      description: 'Arrived on time.',
      rating: 5,
      reviewerName: 'Amina Njeri',
      customerId: 'c1',
      country: 'KE',
      city: 'Nairobi',
      state: null,
      address: null,
      phone: null,
      email: 'amina@example.com',
      photos: [],
      verifiedBuyer: true,
      replies: [reply('r1', true, 'Thank you!'), reply('r2', false, 'Same here.')],
      createdAt: '2026-04-07T01:00:00Z',
      publishedAt: '2026-04-07T02:00:00Z',
      nextStatuses: ['hidden'],
    } as unknown as AdminReview;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, review));
    renderWithProviders(<ReviewsRoute />, { path: `/${REVIEW_ID}` });
    const company = (await screen.findByText('Thank you!')).closest('li')!;
    const customer = screen.getByText('Same here.').closest('li')!;
    expect(within(company).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(company).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(customer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(customer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(customer).getByRole('button', { name: 'Hide reply' })).toBeInTheDocument();
    // Published already: only Hide is offered.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(within(company).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the company’s reply?' });
    expect(within(dialog).getByText('Thank you!')).toBeInTheDocument();
  });

  it('offers the moves the review machine answers, and no others', async () => {
    const REVIEW_ID = '0d9c4e2a-1b7f-4c3e-9a8d-5f6e7d8c9b0b';
    const review = {
      id: REVIEW_ID,
      status: 'pending',
      title: 'Waiting',
      description: 'Not yet moderated.',
      rating: 4,
      reviewerName: 'Amina Njeri',
      customerId: 'c1',
      country: 'KE',
      city: null,
      state: null,
      address: null,
      phone: null,
      email: 'amina@example.com',
      photos: [],
      verifiedBuyer: false,
      replies: [],
      createdAt: '2026-04-07T01:00:00Z',
      publishedAt: null,
      nextStatuses: ['published', 'hidden'],
    } as unknown as AdminReview;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, review));
    renderWithProviders(<ReviewsRoute />, { path: `/${REVIEW_ID}` });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });
});
