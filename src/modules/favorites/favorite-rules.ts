import type { CarStatus } from '../cars/car.entity.js';
import { isListed } from '../cars/car-rules.js';
import type { FavoriteAvailability } from './favorites.responses.js';

/** Where a favorite car stands, from its status (pure). */
export function availabilityOf(status: CarStatus): FavoriteAvailability {
  if (status === 'available' || status === 'ready_to_ship') return 'available';
  if (status === 'reserved') return 'reserved';
  if (status === 'withdrawn') return 'withdrawn';
  return 'sold';
}

export { isListed };
