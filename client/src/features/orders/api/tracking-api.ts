import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { documentFileName, fileNameFromDisposition, type TrackingTab } from '../utils/tracking';
import { orderKeys } from './orders-api';

export type TrackedCar = components['schemas']['TrackedCarDto'];
export type OrderTracking = components['schemas']['OrderTrackingDto'];
export type OrderDocument = components['schemas']['OrderDocumentDto'];
export type TrackingEvent = components['schemas']['TrackingEventDto'];
export type ScheduledShipment = components['schemas']['ScheduledShipmentDto'];

export const TRACKING_LIMIT = 10;

export const trackingKeys = {
  list: (tab: TrackingTab, page: number) => [...orderKeys.all, 'tracking', tab, page] as const,
  order: (id: string) => [...orderKeys.order(id), 'tracking'] as const,
};

/** GET /api/orders/tracking: my bought cars in the Released or Unreleased tab, paged. */
export function useTrackedCars(tab: TrackingTab, page: number) {
  return useQuery({
    queryKey: trackingKeys.list(tab, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/orders/tracking', {
          params: { query: { tab, limit: TRACKING_LIMIT, ...(page > 1 ? { page } : {}) } },
          signal,
        }),
      ),
    // Another page of the same tab keeps the current cards on screen while it loads; another tab does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === tab ? keepPreviousData(previous) : undefined),
  });
}

/** GET /api/orders/:id/tracking: the events (oldest first), "get location", the shipment and the documents. */
export function useOrderTracking(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: trackingKeys.order(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}/tracking', { params: { path: { id } }, signal })),
    enabled,
  });
}

/**
 * GET /api/orders/:id/documents/:documentId/file through the API client (it carries the Bearer token, which a plain
 * link would not): the file as a Blob and the name the server gives it.
 */
export async function fetchOrderDocument(orderId: string, document: OrderDocument, stockId: string): Promise<{ blob: Blob; name: string }> {
  let disposition: string | null = null;
  const blob = await unwrap(
    api
      .GET('/api/orders/{id}/documents/{documentId}/file', {
        params: { path: { id: orderId, documentId: document.id } },
        parseAs: 'blob',
      })
      .then((result) => {
        disposition = result.response.headers.get('content-disposition');
        return result;
      }),
  );
  return { blob: blob as Blob, name: fileNameFromDisposition(disposition, documentFileName(document, stockId)) };
}

/** Saves a Blob as a file: an object URL clicked as a download link, released once the browser has it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads one released document of my order and saves it. */
export function useDownloadDocument(orderId: string, stockId: string) {
  return useMutation({
    mutationFn: (document: OrderDocument) => fetchOrderDocument(orderId, document, stockId),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
  });
}
