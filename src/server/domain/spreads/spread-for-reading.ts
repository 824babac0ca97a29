import { builtInSpread } from '../../../shared/spreads/built-in.ts';
import type { Spread } from '../../../shared/spreads/spread.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOwnSpread } from './own-spreads.ts';

export const UNKNOWN_SPREAD = 'Unknown spread';

/**
 * The spread a new reading lies in, as the copy the reading keeps: a built-in spread by its id, or
 * one of the person's own by its UUID (someone else's is as unknown as a made-up id). Without a
 * spreadId it is null: the spec's three cards, stored as every reading drawn before spreads existed.
 */
export async function spreadForReading(db: Executor, userId: string, spreadId: string | undefined): Promise<Spread | null> {
  if (spreadId === undefined) return null;
  const builtIn = builtInSpread(spreadId);
  if (builtIn) return builtIn;
  const own = await findOwnSpread(db, userId, spreadId);
  if (!own) throw new AppError(400, UNKNOWN_SPREAD);
  return { id: own.id, name: own.name, positions: own.positions, layout: own.layout };
}
