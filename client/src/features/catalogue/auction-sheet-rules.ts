/**
 * How a Japanese auction sheet's marks read in plain words. The sheet's grades and damage codes are a shared
 * vocabulary of the auction houses (USS, TAA, CAA…); these functions name the meaning of each mark as a translation
 * key of the `catalogue` namespace, so the car page can explain "4" as "Good condition, minor scratches and dents".
 */

/** Overall grades, best first. R and RA are repair-history grades; 0, *** and others are not explained. */
export const OVERALL_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA'] as const;
export type OverallGrade = (typeof OVERALL_GRADES)[number];

/** The key of an overall grade's meaning (`auction.overall.g4_5`), or null for a grade this scale does not know. */
export function overallGradeKey(grade: string): string | null {
  const value = grade.trim().toUpperCase();
  if (!(OVERALL_GRADES as readonly string[]).includes(value)) return null;
  return `auction.overall.g${value.replace('.', '_')}`;
}

/** Interior and exterior grades run from A (like new) to E (very worn). */
export function partGradeKey(grade: string): string | null {
  const value = grade.trim().toUpperCase();
  return /^[A-E]$/.test(value) ? `auction.part.${value}` : null;
}

/** The kinds of damage a sheet marks, by the code's letters. */
const DAMAGE_KINDS: Record<string, string> = {
  A: 'scratch',
  E: 'dimple',
  U: 'dent',
  B: 'dentScratch',
  W: 'wave',
  S: 'rust',
  C: 'corrosion',
  Y: 'crack',
  X: 'replace',
  XX: 'replaced',
  X1: 'glassCrack',
  P: 'paint',
  H: 'faded',
  G: 'stoneChip',
  R: 'glassRepaired',
};

export interface DamageMeaning {
  /** `auction.damage.<kind>`: what the mark says is wrong. */
  kindKey: string;
  /** `auction.severity.<1|2|3>`: small, medium or large; absent for marks without a number. */
  severityKey?: string;
}

/**
 * The meaning of a damage code: `A2` → a scratch, medium; `XX` → replaced; `X1` → a cracked glass. Null for a code
 * outside the vocabulary (shown as it is).
 */
export function damageMeaning(code: string): DamageMeaning | null {
  const value = code.trim().toUpperCase();
  if (DAMAGE_KINDS[value] && !/^[AEUBWSCY]$/.test(value)) return { kindKey: `auction.damage.${DAMAGE_KINDS[value]}` };
  const match = /^([AEUBWSCY])([1-3])$/.exec(value);
  if (!match) return null;
  return { kindKey: `auction.damage.${DAMAGE_KINDS[match[1]]}`, severityKey: `auction.severity.${match[2]}` };
}
