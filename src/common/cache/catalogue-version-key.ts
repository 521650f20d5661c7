/** Where the catalogue version lives (Nest-free, so the benchmark's bare baseline reads the same names). */
export const CATALOGUE_VERSION_KEY = 'catalogue:version';
/** The channel bumps are announced on (channels carry no key prefix, so the prefix is part of the name). */
export const catalogueVersionChannel = (redisPrefix: string) => `${redisPrefix}:catalogue:version`;
