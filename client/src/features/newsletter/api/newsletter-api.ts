import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** POST /api/newsletter/unsubscribe with the e-mailed link's token: works without signing in, and twice. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/newsletter/unsubscribe', { body: { token } })),
  });
}

export interface NewsletterSubscription {
  fullName: string;
  email: string;
}

/** POST /api/newsletter (the popup): subscribing twice answers the same. Gives up after 10 seconds like every call. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterSubscription) => unwrap(api.POST('/api/newsletter', { body })),
  });
}
