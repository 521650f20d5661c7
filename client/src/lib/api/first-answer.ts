import { createContext, useContext } from 'react';
import { FIRST_ANSWER_ELEMENT_ID } from '@autoexport/contract/first-answer';

export { firstAnswerKey } from '@autoexport/contract/first-answer';

/**
 * A page's first API answer, handed over in the HTML by the server (src/modules/web/client-pages.service.ts): the
 * search page's first results, the home page's lists, a car. It is the anonymous answer (no prices), so only an
 * anonymous visitor's first call may use it, and only once: later calls, and the same call after a sign-in, fetch as
 * usual. The server renders the page with the same answer through the same rule, so the two first renders agree.
 */
export interface FirstAnswer {
  key: string;
  answer: unknown;
}

/** `take(key)`: the answer for the call `key` (see firstAnswerKey), once; undefined otherwise. */
export type TakeFirstAnswer = <T>(key: string) => T | undefined;

/**
 * The rule both sides follow: the first call of the page takes the answer or drops it (a later call must not get a
 * stale answer). `read` is asked once, on the first call.
 */
export function firstAnswerTaker(read: () => FirstAnswer | null): TakeFirstAnswer {
  let pending: FirstAnswer | null | undefined;
  return <T>(key: string) => {
    if (pending === undefined) pending = read();
    if (!pending) return undefined;
    const answer = pending.key === key ? (pending.answer as T) : undefined;
    pending = null;
    return answer;
  };
}

/** The `<script id="first-answer">` of the page, removed once read; null when there is none or it is unreadable. */
function readInlined(): FirstAnswer | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWER_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent) as Partial<FirstAnswer>;
    return typeof parsed.key === 'string' && parsed.answer !== null && typeof parsed.answer === 'object' ? (parsed as FirstAnswer) : null;
  } catch {
    return null;
  }
}

let fromDocument = firstAnswerTaker(readInlined);

/** The browser's taker: the answer inlined in this document. */
export const takeFirstAnswer: TakeFirstAnswer = (key) => fromDocument(key);

/** For tests: forget what was read, so the next call reads the document again. */
export function resetFirstAnswer(): void {
  fromDocument = firstAnswerTaker(readInlined);
}

/** Where the screens take the first answer from: the document in the browser, the request's answer on the server. */
export const FirstAnswerContext = createContext<TakeFirstAnswer>(takeFirstAnswer);

export const useFirstAnswer = (): TakeFirstAnswer => useContext(FirstAnswerContext);
