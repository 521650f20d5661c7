/** One day in milliseconds: a UTC day, for windows counted in whole days (retention, validity, alert intervals). */
export const DAY_MS = 86_400_000;

/** The moment `days` days after `moment` (negative: before). */
export const daysFrom = (moment: Date, days: number): Date => new Date(moment.getTime() + days * DAY_MS);
