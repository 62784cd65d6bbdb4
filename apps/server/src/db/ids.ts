import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * The id of a new row of the write path (games, their requests, notifications, mail). Time-ordered (UUID version 7):
 * a new key lands at the right edge of its primary-key index and of the indexes that lead with it (a game's lines and
 * requests are keyed by the game), on pages that are already in memory, instead of on a random page of an index of a
 * million entries, which PostgreSQL must read, dirty and write whole to its log after every checkpoint. Ids still
 * carry 74 random bits; the time they reveal is the row's own public time.
 */
export const newId = (): string => v7({ random: randomBytes16() });

// The random bits come from a pool filled by one call to the system's generator per 256 ids: a call per id (the
// library's default) cost a few percent of a busy write path's CPU.
const pool = new Uint8Array(16 * 256);
let taken = pool.length;

function randomBytes16(): Uint8Array {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
}
