import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import { ApiError, errorFromResponse, toApiError } from '../../../../lib/api/api-error';
import type { components } from '../../../../lib/api/schema';
import { session } from '../../../../lib/session/session';

export type AdminCar = components['schemas']['AdminCarDto'];
export type AdminCarSummary = components['schemas']['AdminCarSummaryDto'];
export type AdminCarList = components['schemas']['AdminCarListDto'];
export type CarBody = components['schemas']['CreateCarDto'];
export type CarUpdateBody = components['schemas']['UpdateCarDto'];
export type AuctionSheetBody = components['schemas']['AuctionSheetInputDto'];
export type BulkBody = components['schemas']['BulkCarActionDto'];
export type BulkResult = components['schemas']['BulkCarActionResultDto'];
export type CarStatus = AdminCarSummary['status'];

const KEY = ['admin', 'cars'] as const;
export const carKeys = {
  all: KEY,
  list: (query: Record<string, string | number>) => [...KEY, 'list', query] as const,
  one: (ref: string) => [...KEY, 'one', ref.toUpperCase()] as const,
};

export function useCarList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: carKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/cars', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCar(ref: string | undefined) {
  return useQuery({
    queryKey: carKeys.one(ref ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/cars/{ref}', { params: { path: { ref: ref! } }, signal })),
    enabled: ref !== undefined,
  });
}

/** After a change: the car's own answer is the one returned; every list refreshes. */
function useCarSaved() {
  const client = useQueryClient();
  return (car: AdminCar) => {
    client.setQueryData(carKeys.one(car.stockId), car);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
}

export function useCreateCar() {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (body: CarBody) => unwrap(api.POST('/api/admin/cars', { body })),
    onSuccess: saved,
  });
}

export function useUpdateCar(ref: string) {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (body: Partial<CarBody>) =>
      unwrap(api.PATCH('/api/admin/cars/{ref}', { params: { path: { ref } }, body: body as CarUpdateBody })),
    onSuccess: saved,
  });
}

export function useChangeStatus(ref: string) {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (status: CarStatus) => unwrap(api.PATCH('/api/admin/cars/{ref}/status', { params: { path: { ref } }, body: { status } })),
    onSuccess: saved,
  });
}

export function useDeleteCar(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/admin/cars/{ref}', { params: { path: { ref } } })),
    onSuccess: () => {
      client.removeQueries({ queryKey: carKeys.one(ref) });
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useSaveAuctionSheet(ref: string) {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (body: AuctionSheetBody | null) =>
      body === null
        ? unwrap(api.DELETE('/api/admin/cars/{ref}/auction-sheet', { params: { path: { ref } } }))
        : unwrap(api.PUT('/api/admin/cars/{ref}/auction-sheet', { params: { path: { ref } }, body })),
    onSuccess: saved,
  });
}

export function useReorderImages(ref: string) {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (imageIds: string[]) =>
      unwrap(api.PUT('/api/admin/cars/{ref}/images/order', { params: { path: { ref } }, body: { imageIds } })),
    onSuccess: saved,
  });
}

export function useDeleteImage(ref: string) {
  const saved = useCarSaved();
  return useMutation({
    mutationFn: (imageId: string) => unwrap(api.DELETE('/api/admin/cars/{ref}/images/{imageId}', { params: { path: { ref, imageId } } })),
    onSuccess: saved,
  });
}

export function useBulkAction() {
  const client = useQueryClient();
  return {
    preview: useMutation({ mutationFn: (body: BulkBody) => unwrap(api.POST('/api/admin/cars/bulk/preview', { body })) }),
    apply: useMutation({
      mutationFn: (body: BulkBody) => unwrap(api.POST('/api/admin/cars/bulk', { body })),
      onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
    }),
  };
}

/**
 * Uploads one photo to a car's gallery with its progress (fetch cannot report an upload's progress, so this is an
 * XMLHttpRequest carrying the session's token). Resolves with the car as it is after the upload; rejects with the
 * API's error (a wrong type, too large, too many images).
 */
export async function uploadCarImage(ref: string, file: File, onProgress: (fraction: number) => void): Promise<AdminCar> {
  const token = await session.getAccessToken();
  return new Promise<AdminCar>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/cars/${encodeURIComponent(ref)}/images`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response as AdminCar);
      } else reject(errorFromResponse(new Response(null, { status: xhr.status }), xhr.response));
    };
    xhr.onerror = () => reject(toApiError(new TypeError('Network error')));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', 'Request timed out. Please try again.'));
    const form = new FormData();
    form.append('images', file, file.name);
    xhr.send(form);
  });
}

export function useInvalidateCar() {
  const saved = useCarSaved();
  return saved;
}
