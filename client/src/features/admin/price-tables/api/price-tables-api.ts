import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type FreightRate = components['schemas']['AdminFreightRateDto'];
export type CreateFreightRate = components['schemas']['CreateFreightRateDto'];
export type PriceCharge = components['schemas']['AdminPriceChargeDto'];
export type CreatePriceCharge = components['schemas']['CreatePriceChargeDto'];
export type InspectionFee = components['schemas']['AdminInspectionFeeDto'];

export const SHIPPING_METHODS = ['roro', 'container'] as const;
export const CHARGE_KEYS = ['inland_transport', 'port_charges', 'documentation_fee'] as const;
export const CHARGE_METHODS = ['any', 'roro', 'container'] as const;

const ALL = ['admin', 'price-tables'] as const;

export function useFreightRates(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...ALL, 'freight', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/price-calculator/freight-rates', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCharges() {
  return useQuery({
    queryKey: [...ALL, 'charges'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/price-calculator/charges', { signal })),
  });
}

export function useInspectionFees() {
  return useQuery({
    queryKey: [...ALL, 'inspection'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/price-calculator/inspection-fees', { signal })),
  });
}

function useTableMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }) });
}

export const useSaveFreightRate = () =>
  useTableMutation(({ id, body }: { id?: string; body: CreateFreightRate }) =>
    id
      ? unwrap(api.PATCH('/api/admin/price-calculator/freight-rates/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/api/admin/price-calculator/freight-rates', { body })),
  );

export const useDeleteFreightRate = () =>
  useTableMutation((id: string) => unwrap(api.DELETE('/api/admin/price-calculator/freight-rates/{id}', { params: { path: { id } } })));

export const useSaveCharge = () =>
  useTableMutation(({ id, body }: { id?: string; body: CreatePriceCharge }) =>
    id
      ? unwrap(api.PATCH('/api/admin/price-calculator/charges/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/api/admin/price-calculator/charges', { body })),
  );

export const useDeleteCharge = () =>
  useTableMutation((id: string) => unwrap(api.DELETE('/api/admin/price-calculator/charges/{id}', { params: { path: { id } } })));

export const useSaveInspectionFee = () =>
  useTableMutation(({ country, agency, feeUsd }: { country: string; agency: string; feeUsd: string }) =>
    unwrap(api.PUT('/api/admin/price-calculator/inspection-fees/{country}', { params: { path: { country } }, body: { agency, feeUsd } })),
  );

export const useDeleteInspectionFee = () =>
  useTableMutation((country: string) =>
    unwrap(api.DELETE('/api/admin/price-calculator/inspection-fees/{country}', { params: { path: { country } } })),
  );
