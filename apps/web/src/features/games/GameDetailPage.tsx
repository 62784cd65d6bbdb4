import { useParams } from 'react-router';
import type { TGameType, TGameView, TSoloGameType } from '@caps/domain';
import { isNotFound } from '../../api/api-error.ts';
import { useGame } from '../../api/games.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { GameDetailFailure, GameDetailLayout } from '../../ui/GameDetailLayout.tsx';
import { soloDetailSides } from '../../ui/game-sides.ts';
import { Loading } from '../../ui/Loading.tsx';
import { AuditTrail } from './corrections/AuditTrail.tsx';
import { GameActions } from './corrections/GameActions.tsx';
import { useIsCorrected } from './corrections/use-is-corrected.ts';
import { VoidedBanner } from './corrections/VoidedBanner.tsx';
import { DoublesGameDetail } from './doubles/DoublesGameDetail.tsx';
import { GameTimeline } from './GameTimeline.tsx';
import { PlayerStatCard } from './PlayerStatCard.tsx';
import { useT } from '../../i18n/use-t.ts';

/** /{singles|easy|unranked|doubles}/{gameId} (a doubles game has its own screen, of two teams). */
export function GameDetailPage({ gameType }: { gameType: TGameType }) {
  if (gameType === 'DOUBLES') return <DoublesGameDetail />;
  return <SoloGameDetail gameType={gameType} />;
}

function SoloGameDetail({ gameType }: { gameType: TSoloGameType }) {
  const t = useT();
  const { gameId } = useParams();
  const game = useGame(gameType, gameId);
  const title = t('games.detail.title', { type: t(`gameType.${gameType}`) });
  if (game.isPending) return <Loading />;
  if (game.isError) {
    const notFound = isNotFound(game.error);
    return <GameDetailFailure title={title} gameType={gameType} notFound={notFound} />;
  }
  return <GameDetail game={game.data} title={title} />;
}

/** The game: both players with VS and the winner (none for a game that does not count), a corrected game's mark, the caller's actions, the game card, per-player stats, the timeline and the history. */
function GameDetail({ game, title }: { game: TGameView; title: string }) {
  const t = useT();
  const sides = soloDetailSides(game);
  const [a, b] = sides;
  const corrected = useIsCorrected(game);
  return (
    <GameDetailLayout
      title={title}
      game={game}
      pendingLabel={t('games.detail.pending')}
      sides={sides}
      picture={(side, size) => (
        <Avatar
          username={side.name}
          avatarHash={side.players[0]?.avatarHash}
          size={size === 'large' ? 'large' : 'medium'}
        />
      )}
      sideCard={(side) => <PlayerStatCard side={side} gameType={game.gameType} />}
      notice={game.status === 'VOIDED' && <VoidedBanner game={game} />}
      corrected={corrected}
      actions={<GameActions game={game} />}
    >
      <GameTimeline
        events={game.gameEventList}
        sides={[
          { playerId: game.player1 ?? '', name: a.name },
          { playerId: game.player2 ?? '', name: b.name },
        ]}
      />
      <AuditTrail game={game} />
    </GameDetailLayout>
  );
}
