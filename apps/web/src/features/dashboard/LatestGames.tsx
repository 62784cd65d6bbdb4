import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredData } from '../../api/deferred-data.ts';
import { useLatestGames } from '../../api/games.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameCard } from '../../ui/GameCard.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useT } from '../../i18n/use-t.ts';

/** 'Latest Games': the newest accepted games of every mode. */
export function LatestGames() {
  const t = useT();
  const games = useLatestGames();
  const list = useDeferredData(games);
  return (
    <Box component="section" aria-labelledby="latest-games-title">
      <Typography
        id="latest-games-title"
        variant="h2"
        sx={{ mb: 2, minHeight: 44, display: 'flex', alignItems: 'center' }}
      >
        {t('home.latestGames')}
      </Typography>
      {!list && !games.isError && <Loading />}
      {games.isError && (
        <Alert severity="error" role="alert">
          {t('home.latestGamesFailed')}
        </Alert>
      )}
      {list?.length === 0 && (
        <Card>
          <EmptyState
            title={t('home.noGames')}
            icon={<GameTypeIcon gameType="SINGLES" fontSize="inherit" />}
            description={t('home.noGamesHint')}
          />
        </Card>
      )}
      {list && list.length > 0 && (
        <Stack spacing={1.5}>
          {list.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
