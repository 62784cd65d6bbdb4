/** The owner's unsaved edits before seeding: the competitor list and (PICKED) the first-row placements. */
import { useMemo, useState } from 'react';
import type { TBracketEntryView, TTournamentView } from '@caps/domain';
import { maxCompetitors } from '@caps/domain/brackets/formats/setups';
import { errorText } from '../../api/api-error.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { keepOnly, picksBody, placeInSlot, sameSlots, slotsOf, unplaced, type TSlots } from './picks-draft.ts';
import type { useTournamentAction } from './tournaments-api.ts';
import { competitorsOf, entrySide, type TCompetitor } from './tournament-rules.ts';
import { translate } from '../../i18n/i18n.ts';

type Action = ReturnType<typeof useTournamentAction>;

function sameIds(a: readonly TCompetitor[], b: readonly TCompetitor[]): boolean {
  return a.length === b.length && a.every((c, i) => c.id === b[i]?.id);
}

/**
 * Drafts on top of the polled tournament; polling never overwrites what the owner is editing. `picking`: the server
 * lets the caller place PICKED seeds now (its `placeSeeds` action).
 */
export function useTournamentEditor(t: TTournamentView, action: Action, picking: boolean) {
  const { showAlert } = useAlert();
  const [playersDraft, setPlayersDraft] = useState<TCompetitor[] | null>(null);
  const [slotsDraft, setSlotsDraft] = useState<TSlots | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved = useMemo(() => competitorsOf(t), [t]);
  const savedSlots = useMemo(() => slotsOf(t), [t]);

  const competitors = playersDraft ?? saved;
  const ids = competitors.map((c) => c.id);
  const slots = keepOnly(slotsDraft ?? savedSlots, new Set(ids));
  const playersDirty = playersDraft !== null && !sameIds(playersDraft, saved);
  const slotsDirty = picking && !sameSlots(slots, savedSlots);
  const dirty = playersDirty || slotsDirty;
  const byId = new Map(competitors.map((c) => [c.id, c]));

  const save = async () => {
    setSaveError(null);
    try {
      if (playersDirty) await action.mutateAsync({ kind: 'players', ids });
      // The server drops removed competitors from slots itself; the placements are pushed after the list.
      if (picking) await action.mutateAsync({ kind: 'setSeed', entries: picksBody(slots, t.gameType === 'DOUBLES') });
      setPlayersDraft(null);
      setSlotsDraft(null);
      showAlert(translate('tournaments.competitors.saved'), 'success');
    } catch (e) {
      showAlert(translate('tournaments.competitors.saveFailed'), 'error');
      setSaveError(errorText(e, translate('tournaments.competitors.saveFailed')));
    }
  };

  const place = (
    coordinate: number,
    slot: 1 | 2,
    competitorId: string | null,
    from?: { coordinate: number; slot: 1 | 2 },
  ) => setSlotsDraft(placeInSlot(slots, coordinate, slot, competitorId, from));

  /** Who the bracket shows in an entry while placing: the draft for first-row slots. */
  const sidesFor = (entry: TBracketEntryView): [TCompetitor | null, TCompetitor | null] => {
    const pair = picking ? slots.get(entry.coordinate) : undefined;
    if (!pair) return [entrySide(entry, 1), entrySide(entry, 2)];
    return [pair[0] ? (byId.get(pair[0]) ?? null) : null, pair[1] ? (byId.get(pair[1]) ?? null) : null];
  };

  return {
    competitors,
    setCompetitors: (next: TCompetitor[]) => setPlayersDraft(next),
    slots,
    place,
    picking,
    unplacedIds: new Set(unplaced(slots, ids)),
    sidesFor,
    dirty,
    save,
    saveError,
    max: maxCompetitors(t.tournamentType, t.size),
  };
}
