import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { usePlayerGames, type THistoryType } from '../../../api/players.ts';
import { PagedGameList } from '../../../ui/PagedGameList.tsx';
import { HistoryOpponentSearch, type HistoryOpponent } from './HistoryOpponentSearch.tsx';
import { useT } from '../../../i18n/use-t.ts';

const ALL = 'ALL';
type FilterValue = THistoryType | typeof ALL;

const FILTERS: readonly { value: FilterValue; label: 'users.history.allTypes' | `gameType.${THistoryType}` }[] = [
  { value: ALL, label: 'users.history.allTypes' },
  { value: 'EASY_CAPS', label: 'gameType.EASY_CAPS' },
  { value: 'SINGLES', label: 'gameType.SINGLES' },
  { value: 'UNRANKED', label: 'gameType.UNRANKED' },
  { value: 'DOUBLES', label: 'gameType.DOUBLES' },
];

function isFilterValue(value: string): value is FilterValue {
  return FILTERS.some((f) => f.value === value);
}

function GamesList({
  userId,
  gameType,
  opponent,
  page,
  onPageChange,
}: {
  userId: string;
  gameType: THistoryType | null;
  opponent: HistoryOpponent | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  const games = usePlayerGames(userId, gameType, opponent?.id ?? null, page);
  return (
    <PagedGameList
      games={games}
      page={page}
      onPageChange={onPageChange}
      pagerLabel={t('users.history.pages')}
      failedText={t('users.history.failed')}
      empty={{
        title: t('users.history.empty'),
        icon: <HistoryOutlined fontSize="inherit" />,
        description: opponent
          ? t('users.history.emptyAgainst', { name: opponent.username })
          : t('users.history.emptyHint'),
      }}
    />
  );
}

/** The player's games of every type (doubles included), newest first, filtered by type and (once a solo type is chosen) by opponent. */
export function HistoryTab({ userId }: { userId: string }) {
  const t = useT();
  const [filter, setFilter] = useState<FilterValue>(ALL);
  const [opponent, setOpponent] = useState<HistoryOpponent | null>(null);
  const [page, setPage] = useState(0);
  const gameType = filter === ALL ? null : filter;

  return (
    <>
      <Card sx={{ p: 2, pb: gameType ? 0.5 : 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            select
            label={t('users.history.gameType')}
            value={filter}
            onChange={(event) => {
              const next = event.target.value;
              if (!isFilterValue(next)) return;
              setFilter(next);
              setOpponent(null);
              setPage(0);
            }}
          >
            {FILTERS.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {t(f.label)}
              </MenuItem>
            ))}
          </TextField>
          {gameType === 'DOUBLES' ? (
            // Doubles are played by teams: the server filters them by team, not by one opponent.
            <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('users.history.doublesNote')}
            </Typography>
          ) : gameType ? (
            <HistoryOpponentSearch
              key={gameType}
              ownerId={userId}
              value={opponent}
              onChange={(next) => {
                setOpponent(next);
                setPage(0);
              }}
            />
          ) : (
            <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('users.history.chooseType')}
            </Typography>
          )}
        </Box>
      </Card>
      <GamesList userId={userId} gameType={gameType} opponent={opponent} page={page} onPageChange={setPage} />
    </>
  );
}
