/** class-transformer `@Transform` functions shared by the DTOs: they touch strings only, anything else is left to the validators. */
type TransformArgs = { value: unknown };

export const trim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() : value);
export const lowerTrim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export const upperTrim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** An empty string clears an optional field. */
export const emptyToNull = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() || null : value);
