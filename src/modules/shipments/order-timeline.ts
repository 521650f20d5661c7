/**
 * An order's timeline as the back office shows it (issue 12: "the order page with its timeline"): its state changes,
 * the payments put towards it, remittance copies sent and reviewed, hold extensions, shipping documents uploaded and
 * released, and tracking events — one list, oldest first. Pure: the service reads the parts, this merges them.
 */
export const TIMELINE_KINDS = [
  'status',
  'payment',
  'remittance_uploaded',
  'remittance_reviewed',
  'hold_extended',
  'document_uploaded',
  'document_released',
  'tracking_event',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  actorId?: string | null;
  actorRole?: string | null;
  from?: string | null;
  to?: string;
  cause?: string;
  reason?: string | null;
  amount?: { amount: string; currency: 'USD' };
  bankReference?: string;
  paymentId?: string;
  copyId?: string;
  copyStatus?: string;
  note?: string | null;
  expiresAt?: string;
  businessDays?: number;
  documentId?: string;
  documentKind?: string;
  courierName?: string | null;
  trackingNumber?: string | null;
  description?: string;
  location?: string;
  trackingStatus?: string;
  details?: string | null;
}

export interface TimelineParts {
  history: {
    from: string | null;
    to: string;
    cause: string;
    at: string;
    actorId: string | null;
    actorRole: string | null;
    reason: string | null;
  }[];
  payments: { paymentId: string; bankReference: string; amount: { amount: string; currency: 'USD' }; allocatedAt: string }[];
  remittanceCopies: { id: string; status: string; uploadedAt: string; reviewedAt: string | null; reviewNote: string | null }[];
  holdExtensions: { at: string; actorId: string | null; actorRole: string | null; after: Record<string, unknown> | null }[];
  documents: {
    id: string;
    kind: string;
    uploadedAt: string;
    uploadedBy: string | null;
    released: boolean;
    releasedAt: string | null;
    courierName: string | null;
    trackingNumber: string | null;
  }[];
  events: { date: string; description: string; location: string; status: string; details: string | null; createdBy: string | null }[];
}

/** Every part as entries, oldest first; entries at the same moment keep the order of TIMELINE_KINDS. */
export function orderTimeline(parts: TimelineParts): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...parts.history.map((h): TimelineEntry => ({
      at: h.at,
      kind: 'status',
      from: h.from,
      to: h.to,
      cause: h.cause,
      actorId: h.actorId,
      actorRole: h.actorRole,
      reason: h.reason,
    })),
    ...parts.payments.map((p): TimelineEntry => ({
      at: p.allocatedAt,
      kind: 'payment',
      amount: p.amount,
      bankReference: p.bankReference,
      paymentId: p.paymentId,
    })),
    ...parts.remittanceCopies.flatMap((c): TimelineEntry[] => [
      { at: c.uploadedAt, kind: 'remittance_uploaded', copyId: c.id },
      ...(c.reviewedAt
        ? [{ at: c.reviewedAt, kind: 'remittance_reviewed' as const, copyId: c.id, copyStatus: c.status, note: c.reviewNote }]
        : []),
    ]),
    ...parts.holdExtensions.map((e): TimelineEntry => {
      const after = e.after ?? {};
      return {
        at: e.at,
        kind: 'hold_extended',
        actorId: e.actorId,
        actorRole: e.actorRole,
        ...(typeof after.expiresAt === 'string' ? { expiresAt: after.expiresAt } : {}),
        ...(typeof after.businessDays === 'number' ? { businessDays: after.businessDays } : {}),
        reason: typeof after.reason === 'string' ? after.reason : null,
      };
    }),
    ...parts.documents.flatMap((d): TimelineEntry[] => [
      { at: d.uploadedAt, kind: 'document_uploaded', documentId: d.id, documentKind: d.kind, actorId: d.uploadedBy },
      ...(d.released && d.releasedAt
        ? [
            {
              at: d.releasedAt,
              kind: 'document_released' as const,
              documentId: d.id,
              documentKind: d.kind,
              courierName: d.courierName,
              trackingNumber: d.trackingNumber,
            },
          ]
        : []),
    ]),
    ...parts.events.map((e): TimelineEntry => ({
      at: e.date,
      kind: 'tracking_event',
      description: e.description,
      location: e.location,
      trackingStatus: e.status,
      details: e.details,
      actorId: e.createdBy,
    })),
  ];
  const rank = (k: TimelineKind) => TIMELINE_KINDS.indexOf(k);
  // A stable sort: within a kind, the parts' own order (oldest first) stays.
  return entries
    .map((entry, i) => ({ entry, i, t: Date.parse(entry.at) }))
    .sort((a, b) => a.t - b.t || rank(a.entry.kind) - rank(b.entry.kind) || a.i - b.i)
    .map((x) => x.entry);
}
