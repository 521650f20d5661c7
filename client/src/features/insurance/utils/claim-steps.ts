/** The six steps of the spec's Insurance page, in order (the server's ClaimStepDto keys). */
export const CLAIM_STEP_KEYS = ['insured', 'arrived', 'damage_found', 'claim_filed', 'repaired', 'refund'] as const;
export type ClaimStepKey = (typeof CLAIM_STEP_KEYS)[number];

export interface ClaimFormValues {
  orderId: string;
  damageReportReference: string;
  description: string;
  damageFoundOn: string;
  amountClaimed: string;
  repairEstimate: string;
}

/** A money amount as the form takes it: digits, an optional dot and up to two decimals; commas of thousands dropped. */
export const normaliseAmountInput = (value: string): string => value.trim().replace(/,/g, '');

/** The form's values as the API's body: optional fields left out when blank. */
export function toClaimBody(values: ClaimFormValues) {
  const estimate = normaliseAmountInput(values.repairEstimate);
  return {
    orderId: values.orderId,
    description: values.description.trim(),
    damageFoundOn: values.damageFoundOn,
    amountClaimed: normaliseAmountInput(values.amountClaimed),
    ...(values.damageReportReference ? { damageReportReference: values.damageReportReference } : {}),
    ...(estimate ? { repairEstimate: estimate } : {}),
  };
}

/** Today in the visitor's calendar as YYYY-MM-DD (the date input's default and maximum). */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
