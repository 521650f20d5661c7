/** The destination a visitor chose on a car page, remembered in localStorage for the next car. */
const KEY = 'importCountry';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readImportCountry(): string | undefined {
  const value = storage()?.getItem(KEY) ?? undefined;
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}

export function rememberImportCountry(country: string | undefined): void {
  try {
    if (country) storage()?.setItem(KEY, country);
    else storage()?.removeItem(KEY);
  } catch {
    // A full or blocked storage only loses the remembered choice.
  }
}
