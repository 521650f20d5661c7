import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toApiError, type ErrorParams, type FieldError } from '../api/api-error';

/** Anything with a catalogue code: an ApiError, one of its `details`, or a client-side validation issue. */
export interface CodedMessage {
  code: string;
  params?: ErrorParams;
}

/**
 * The server answers a few wordings under one base code (SENT_AS in packages/contract/src/messages.ts); the params tell
 * them apart, and the `errors` namespace has a sentence for each wording.
 */
export function wordingOf(message: CodedMessage): string {
  const params = message.params ?? {};
  switch (message.code) {
    case 'UNKNOWN_FIELD':
      if ('expected' in params) return 'UPLOAD_UNKNOWN_FIELD';
      return String(params.fields ?? '').includes(',') ? 'UNKNOWN_FIELDS' : 'UNKNOWN_FIELD';
    case 'TOO_MANY_IMAGES':
      return 'left' in params ? 'TOO_MANY_IMAGES_LEFT' : message.code;
    case 'INVALID_STATUS_TRANSITION':
      return 'status' in params && !('from' in params) ? 'CAR_ALREADY_IN_STATUS' : message.code;
    case 'STOCK_ID_TAKEN':
      return 'stockId' in params ? message.code : 'STOCK_ID_TAKEN_RACE';
    case 'MAKE_SLUG_TAKEN':
      return 'slug' in params ? message.code : 'MAKE_SLUG_TAKEN_RACE';
    case 'BLOG_SLUG_TAKEN':
      return 'slug' in params ? message.code : 'BLOG_SLUG_TAKEN_RACE';
    default:
      return message.code;
  }
}

/**
 * The sentence for a code in the current language (`errors:<code>`, `{{param}}` filled from params). `label`
 * replaces the server's English field label (`params.label`) by the screen's own translated label. Unknown codes
 * fall back to UNKNOWN_ERROR's sentence, never to English from the server.
 */
export function translateCode(t: TFunction, message: CodedMessage, label?: string): string {
  const params = { ...message.params, ...(label === undefined ? {} : { label }) };
  return t(`errors:${wordingOf(message)}`, { ...params, defaultValue: t('errors:UNKNOWN_ERROR') });
}

/** The message for any thrown value: an ApiError by its code, anything else as UNKNOWN_ERROR/NETWORK_ERROR/TIMEOUT. */
export function translateError(t: TFunction, error: unknown): string {
  return translateCode(t, toApiError(error));
}

/**
 * Field errors of an ApiError (its `details`) as sentences by field name, for the form components' `error` prop.
 * `labels` maps a field to its translated label, used where a message names its field ("{{label}} is required").
 */
export function translateFieldErrors(t: TFunction, error: unknown, labels: Record<string, string> = {}): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const detail of error.details as FieldError[]) result[detail.field] ??= translateCode(t, detail, labels[detail.field]);
  return result;
}

/** The three above, bound to the current language (loads the `errors` namespace). */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return {
    message: useCallback((error: unknown) => translateError(t, error), [t]),
    code: useCallback((message: CodedMessage, label?: string) => translateCode(t, message, label), [t]),
    fields: useCallback((error: unknown, labels?: Record<string, string>) => translateFieldErrors(t, error, labels), [t]),
  };
}
