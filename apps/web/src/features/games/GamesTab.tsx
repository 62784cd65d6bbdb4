import type { TGameType } from '@caps/domain';
import { useGamesPage } from '../../api/games.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { PagedGameList } from '../../ui/PagedGameList.tsx';
import { usePageParam } from '../../ui/use-page-param.ts';
import { useT } from '../../i18n/use-t.ts';

/** Accepted games of one type, 10 a page (`?page=`), newest first. */
export function GamesTab({ gameType }: { gameType: TGameType }) {
  const t = useT();
  const [page, goTo] = usePageParam();
  const games = useGamesPage(gameType, page);
  return (
    <PagedGameList
      games={games}
      page={page}
      onPageChange={goTo}
      pagerLabel={t('games.list.pages')}
      failedText={t('games.list.failed')}
      empty={{
        title: t('games.list.empty'),
        icon: <GameTypeIcon gameType={gameType} fontSize="inherit" />,
        description: t(page > 0 ? 'games.list.emptyPage' : 'games.list.emptyHint'),
      }}
    />
  );
}
