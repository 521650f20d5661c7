/** `holdExtend` → `hold_extend`, at the type level, so each action keeps its exact string type. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type ActionKey<K extends string, Prefix extends string> = Prefix extends '' ? K : `${Prefix}${Capitalize<K>}`;

/**
 * A module's audit action names, each `<target>.<verb in snake_case>` as the audit log stores them:
 * `auditActions('review', ['submit', 'companyReply'])` is `{ submit: 'review.submit', companyReply: 'review.company_reply' }`.
 * With a `prefix`, the keys are prefixed (`auditActions('auction_bid', ['place'], 'bid')` is `{ bidPlace: 'auction_bid.place' }`),
 * so one map can hold several targets. An action that does not follow the pattern is written out beside it.
 */
export function auditActions<const T extends string, const K extends string, const Prefix extends string = ''>(
  target: T,
  verbs: readonly K[],
  prefix: Prefix = '' as Prefix,
): { readonly [V in K as ActionKey<V, Prefix>]: `${T}.${SnakeCase<V>}` } {
  const key = (verb: string) => (prefix === '' ? verb : prefix + verb.charAt(0).toUpperCase() + verb.slice(1));
  const snake = (verb: string) => verb.replace(/[A-Z]/g, (letter) => '_' + letter.toLowerCase());
  return Object.fromEntries(verbs.map((verb) => [key(verb), `${target}.${snake(verb)}`])) as never;
}
