import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { CarRequestBody } from '../utils/car-request-form';

/** POST /api/ondemand (spec §7: with the Bearer token): answers the request's reference. */
export function useRequestCar() {
  return useMutation({
    mutationFn: (body: CarRequestBody) => unwrap(api.POST('/api/ondemand', { body })),
  });
}
