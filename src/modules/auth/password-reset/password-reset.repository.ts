import type { EntityManager } from 'typeorm';
import { PasswordResetToken } from '../password-reset-token.entity.js';

/** A reset link by its hash, locked: two requests racing with one link run one after the other. */
export function resetTokenLocked(m: EntityManager, tokenHash: string): Promise<PasswordResetToken | null> {
  return m
    .getRepository(PasswordResetToken)
    .createQueryBuilder('t')
    .where('t.token_hash = :tokenHash', { tokenHash })
    .setLock('pessimistic_write')
    .getOne();
}

/** Spends every unused reset link of a user at `now`. */
export async function spendResetTokensOf(m: EntityManager, userId: string, now: Date): Promise<void> {
  await m
    .createQueryBuilder()
    .update(PasswordResetToken)
    .set({ usedAt: now })
    .where('user_id = :userId AND used_at IS NULL', { userId })
    .execute();
}
