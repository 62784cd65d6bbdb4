/** What every bracket drawing takes: the tournament, and optional owner hooks per entry. */
import type { TBracketEntryView, TTournamentView } from '@caps/domain';
import type { TCompetitor } from '../tournament-rules.ts';
import type { EntryCardActions } from './EntryActionButtons.tsx';
import type { EntrySlotDrop } from './EntryCard.tsx';

export interface BracketProps {
  tournament: TTournamentView;
  /** Result and skip buttons, for entries where the owner may act. */
  actionsFor?: (entry: TBracketEntryView) => EntryCardActions | undefined;
  /** Who is shown in an entry (PICKED seeding shows unsaved placements); defaults to the entry's competitors. */
  sidesFor?: (entry: TBracketEntryView) => [TCompetitor | null, TCompetitor | null];
  /** PICKED seeding: slots that accept dropped competitors. */
  dropFor?: (entry: TBracketEntryView) => EntrySlotDrop | undefined;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
  /**
   * The stream view: what is on now, laid out to use a wide screen (long standings split into columns, the current
   * round only); the page shows everything.
   */
  stream?: boolean;
}
