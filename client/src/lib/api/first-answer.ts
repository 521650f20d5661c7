import { FIRST_ANSWER_ELEMENT_ID } from '../../../../src/modules/web/first-answer-contract';

export { firstAnswerKey } from '../../../../src/modules/web/first-answer-contract';

/**
 * A page's first API answer, handed over in the HTML by the server (src/modules/web/client-pages.service.ts): the
 * search page's first results, the home page's lists. It is the anonymous answer (no prices), so only an anonymous
 * visitor's first call may use it, and only once: later calls, and the same call after a sign-in, fetch as usual.
 */
interface FirstAnswer {
  key: string;
  answer: unknown;
}

let pending: FirstAnswer | null | undefined;

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

/**
 * The inlined answer for the call `key` (see firstAnswerKey), once; undefined when there is none, it was for another
 * call, or it was taken. The first call of the page takes it or drops it: a later call must not get a stale answer.
 */
export function takeFirstAnswer<T>(key: string): T | undefined {
  if (pending === undefined) pending = readInlined();
  if (!pending) return undefined;
  const answer = pending.key === key ? (pending.answer as T) : undefined;
  pending = null;
  return answer;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetFirstAnswer(): void {
  pending = undefined;
}
