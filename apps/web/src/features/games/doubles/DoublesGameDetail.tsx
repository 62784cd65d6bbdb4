import { useParams } from 'react-router';
import type { TDoublesGameDetail } from '@caps/domain';
import { isNotFound } from '../../../api/api-error.ts';
import { useDoublesGame } from '../../../api/doubles.ts';
import { GameDetailFailure, GameDetailLayout } from '../../../ui/GameDetailLayout.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { TeamPicture } from '../../../ui/TeamPicture.tsx';
import { AuditTrail } from '../corrections/AuditTrail.tsx';
import { GameActions } from '../corrections/GameActions.tsx';
import { useIsCorrected } from '../corrections/use-is-corrected.ts';
import { VoidedBanner } from '../corrections/VoidedBanner.tsx';
import { DoublesTeamCard } from './DoublesTeamCard.tsx';
import { doublesSides } from './doubles-sides.ts';
import { useT } from '../../../i18n/use-t.ts';

/** /doubles/{gameId}: both teams with VS, the game card and a card per team. */
export function DoublesGameDetail() {
  const t = useT();
  const { gameId } = useParams();
  const game = useDoublesGame(gameId);
  if (game.isPending) return <Loading />;
  if (game.isError) {
    // The doubles loader's failures are only logged (SPEC.md §8); the page says what it can.
    console.error('Failed to load the doubles game', game.error);
    const notFound = isNotFound(game.error);
    return (
      <GameDetailFailure
        title={t('games.detail.title', { type: t('gameType.DOUBLES') })}
        gameType="DOUBLES"
        notFound={notFound}
      />
    );
  }
  return <DoublesGameView game={game.data} />;
}

/** The doubles game screen; each team links to its own team page; the caller's actions and the history. */
export function DoublesGameView({ game }: { game: TDoublesGameDetail }) {
  const t = useT();
  const corrected = useIsCorrected(game);
  return (
    <GameDetailLayout
      title={t('games.detail.title', { type: t('gameType.DOUBLES') })}
      game={game}
      pendingLabel={t('doubles.pending')}
      sides={doublesSides(game)}
      picture={(side, size) => <TeamPicture players={side.players} size={size === 'large' ? 'medium' : 'small'} />}
      sideCard={(side) => <DoublesTeamCard side={side} />}
      notice={game.status === 'VOIDED' && <VoidedBanner game={game} />}
      corrected={corrected}
      actions={<GameActions game={game} />}
    >
      <AuditTrail game={game} />
    </GameDetailLayout>
  );
}
