/** The settlement's one statement as the tests of the write path drive it by hand (features/league/settlement.ts). */
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../src/db/client.ts';
import { claimSettlement, type Guarded } from '../../src/features/league/index.ts';

/** The claim found its row already decided: nothing was written. */
export class ClaimLost extends Error {}

/** The settlement's statement with no try-locks: throws `ClaimLost` when the claim finds no row. */
export async function claimTogether(tx: Tx, claim: SQL, writes: ReadonlyArray<SQL | Guarded>): Promise<void> {
  if (!(await claimSettlement(tx, null, claim, writes, []))) throw new ClaimLost();
}
