/**
 * The car's closed vocabularies: statuses, steering, drive, transmission, fuel, body type and category. The server's
 * entity and DTOs take these values, and the web client offers exactly these (client/src/features/catalogue).
 */
export const CAR_STATUSES = ['available', 'ready_to_ship', 'reserved', 'sold', 'in_transit', 'released', 'withdrawn'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
/**
 * Statuses the public catalogue never shows: a sold car (spec §4: sold and in_transit), and a delivered one — a car
 * that belongs to an active or completed order is never listed again, whatever its tracking state (issue 9 §8).
 * `released` is reached only through sold → in_transit, so every released car has been sold. A `withdrawn` car is
 * withdrawn from sale (issue 24): by staff, or because the company never bought it (an auction result undone after
 * the won car had been entered into stock); it is never listed nor reserved until staff put it back on sale.
 */
export const HIDDEN_STATUSES: readonly CarStatus[] = ['sold', 'in_transit', 'released', 'withdrawn'];
/** Statuses a customer may reserve a car in (spec §4: available and ready to ship). */
export const RESERVABLE_STATUSES: readonly CarStatus[] = ['available', 'ready_to_ship'];
export const isReservableStatus = (status: string): boolean => (RESERVABLE_STATUSES as readonly string[]).includes(status);
export const STEERINGS = ['right', 'left'] as const;
export type Steering = (typeof STEERINGS)[number];
export const DRIVES = ['2WD', '4WD', 'AWD'] as const;
export const TRANSMISSIONS = ['automatic', 'manual', 'cvt'] as const;
export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric', 'lpg'] as const;
export const BODY_TYPES = [
  'sedan',
  'hatchback',
  'suv',
  'wagon',
  'van',
  'minivan',
  'pickup',
  'truck',
  'bus',
  'coupe',
  'convertible',
  'kei',
] as const;
export const CATEGORIES = ['standard', 'suv', 'commercial', 'luxury', 'kei', 'hybrid', 'sports'] as const;
