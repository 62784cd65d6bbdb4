/**
 * Fills every later-round slot from the first row and the decided entries (sheet §11.5–11.6, fixed): winners move
 * up, losers of played games drop to the lower bracket, forfeiters are out, and an entry that can only ever have
 * one competitor (or none) becomes a closed bye that passes that competitor on. Everything is derived, so the pass
 * is idempotent and never changes a decided entry's competitors.
 */
import { entryLoserId, entryWinnerId, isEntryDecided } from './entry-outcome.ts';
import { FINAL_COORDINATE, type TBracketLayout, type TSlotSource } from './layout.ts';
import type { TBracketEntry } from './types.ts';

type TSlot = { kind: 'pending' } | { kind: 'empty' } | { kind: 'filled'; id: string };

const PENDING: TSlot = { kind: 'pending' };
const EMPTY: TSlot = { kind: 'empty' };

function slotOfId(id: string | null): TSlot {
  return id === null ? EMPTY : { kind: 'filled', id };
}

function idOfSlot(slot: TSlot): string | null {
  return slot.kind === 'filled' ? slot.id : null;
}

/** Recomputes competitors, byes and closed flags of a seeded elimination bracket; returns new entries. */
export function resolveBracket(layout: TBracketLayout, entries: readonly TBracketEntry[]): TBracketEntry[] {
  const stored = new Map(entries.map((e) => [e.coordinate, e]));
  const resolved = new Map<number, TBracketEntry>();

  const slotFrom = (source: TSlotSource, seeded: string | null): TSlot => {
    if (source.kind === 'seed') return slotOfId(seeded);
    const feeder = resolveAt(source.from);
    if (!isEntryDecided(feeder)) return PENDING;
    return slotOfId(source.kind === 'winner' ? entryWinnerId(feeder) : entryLoserId(feeder));
  };

  const resolveAt = (coordinate: number): TBracketEntry => {
    const cached = resolved.get(coordinate);
    if (cached) return cached;
    const node = layout.byCoordinate.get(coordinate);
    const entry = stored.get(coordinate);
    if (!node || !entry) throw new Error(`Bracket has no entry at coordinate ${coordinate}`);
    const slot1 = slotFrom(node.sources[0], entry.competitor1Id);
    const slot2 = slotFrom(node.sources[1], entry.competitor2Id);
    const isSettled = slot1.kind !== 'pending' && slot2.kind !== 'pending';
    const bye = isSettled && (slot1.kind === 'empty' || slot2.kind === 'empty');
    const next: TBracketEntry = {
      ...entry,
      competitor1Id: idOfSlot(slot1),
      competitor2Id: idOfSlot(slot2),
      bye,
      final: bye || entry.result !== null || entry.forfeited,
    };
    resolved.set(coordinate, next);
    return next;
  };

  return entries.map((e) => resolveAt(e.coordinate));
}

/** Winner of an elimination bracket: whoever comes out of the decided final (also when it is a bye). */
export function eliminationWinner(entries: readonly TBracketEntry[]): string | null {
  const final = entries.find((e) => e.coordinate === FINAL_COORDINATE);
  return final && isEntryDecided(final) ? entryWinnerId(final) : null;
}
