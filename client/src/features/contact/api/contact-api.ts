import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ContactBody } from '../utils/contact-form';

/** POST /api/contact (public; a signed-in sender's token links the message to their account). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => unwrap(api.POST('/api/contact', { body })),
  });
}
