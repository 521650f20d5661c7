import type { EntityManager } from 'typeorm';

/** Adds the car to the user's favorites; whether it was not one already. */
export async function insertFavorite(m: EntityManager, userId: string, carId: string): Promise<boolean> {
  const inserted = await m.query<{ id: string }[]>(
    `INSERT INTO favorites (user_id, car_id) VALUES ($1, $2) ON CONFLICT (user_id, car_id) DO NOTHING RETURNING id`,
    [userId, carId],
  );
  return inserted.length > 0;
}
