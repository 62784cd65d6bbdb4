import type { TGameView } from '@caps/domain';
import { useGameAudit } from '../../../api/game-corrections.ts';

/** Whether an accepted game's result was corrected by an admin: its audit trail says so (the page reads the trail anyway). */
export function useIsCorrected(game: Pick<TGameView, 'gameType' | 'id' | 'status'>): boolean {
  const audit = useGameAudit(game);
  return game.status === 'ACCEPTED' && (audit.data?.some((entry) => entry.action === 'CORRECTED') ?? false);
}
