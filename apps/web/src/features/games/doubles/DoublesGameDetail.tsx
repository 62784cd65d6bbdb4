import { useParams } from 'react-router';
import type { TDoublesGameDetail } from '@caps/domain';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { isNotFound } from '../../../api/api-error.ts';
import { useDoublesGame } from '../../../api/doubles.ts';
import { GameDetailFailure, GameDetailLayout } from '../../../ui/GameDetailLayout.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { TeamPicture } from '../../../ui/TeamPicture.tsx';
import { AuditTrail } from '../corrections/AuditTrail.tsx';
import { GameActions } from '../corrections/GameActions.tsx';
import { VoidedBanner } from '../corrections/VoidedBanner.tsx';
import { DoublesTeamCard } from './DoublesTeamCard.tsx';
import { doublesSides } from './doubles-sides.ts';

const TITLE = `${GAME_TYPE_LABELS.DOUBLES} game`;

/** /doubles/{gameId}: both teams with VS, the game card and a card per team. */
export function DoublesGameDetail() {
  const { gameId } = useParams();
  const game = useDoublesGame(gameId);
  if (game.isPending) return <Loading />;
  if (game.isError) {
    // The doubles loader's failures are only logged (SPEC.md §8); the page says what it can.
    console.error('Failed to load the doubles game', game.error);
    const notFound = isNotFound(game.error);
    return <GameDetailFailure title={TITLE} gameType="DOUBLES" notFound={notFound} />;
  }
  return <DoublesGameView game={game.data} />;
}

/** The doubles game screen; each team links to its own team page; the caller's actions and the history. */
export function DoublesGameView({ game }: { game: TDoublesGameDetail }) {
  return (
    <GameDetailLayout
      title={TITLE}
      game={game}
      pendingLabel="Pending: waiting for the other team"
      sides={doublesSides(game)}
      picture={(side, size) => <TeamPicture players={side.players} size={size === 'large' ? 'medium' : 'small'} />}
      sideCard={(side) => <DoublesTeamCard side={side} />}
      notice={game.status === 'VOIDED' && <VoidedBanner game={game} />}
      actions={<GameActions game={game} />}
    >
      <AuditTrail game={game} />
    </GameDetailLayout>
  );
}
