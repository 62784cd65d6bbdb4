import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TComparison, TComparisonSide } from '@caps/domain';
import { ApiError } from '../../api/api-error.ts';
import { useComparison } from '../../api/players.ts';
import { visuallyHidden } from '../../ui/a11y.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameTypeSwitch } from '../../ui/GameTypeSwitch.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { formatCount, formatDecimal } from '../../ui/stats-format.ts';
import { WinProbabilityBar } from '../../ui/WinProbabilityBar.tsx';
import { useT } from '../../i18n/use-t.ts';

const COMPARISON_TYPES = ['SINGLES', 'EASY_CAPS', 'UNRANKED'] as const;
type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** The head-to-head pairs of SPEC.md §2, in order; points change is signed with 2 decimals. */
const PAIRS = [
  'gamesWon',
  'gamesLost',
  'pointsMade',
  'rebuttalsMade',
  'sinksMade',
  'pointsChange',
  'nakedLaps',
  'beersDowned',
] as const satisfies readonly (keyof TComparisonSide)[];

function PlayerSide({ player }: { player: TComparison['player1'] }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 0, textAlign: 'center' }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Avatar username={player.username} avatarHash={player.avatarHash} size="large" />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Avatar username={player.username} avatarHash={player.avatarHash} size="medium" />
      </Box>
      <Link
        component={RouterLink}
        to={`/players/${encodeURIComponent(player.id)}`}
        sx={{
          fontSize: { xs: '1.0625rem', sm: '1.375rem' },
          fontWeight: 750,
          overflowWrap: 'anywhere',
          minHeight: 44,
          display: 'inline-flex',
          alignItems: 'center',
        }}
      >
        {player.username}
      </Link>
    </Box>
  );
}

function PairValue({ pair, value }: { pair: keyof TComparisonSide; value: number }) {
  if (pair === 'pointsChange') return <PointsDelta value={value} />;
  // Beers come in halves (easy caps): 2 decimals like every other non-count figure (SPEC.md §9).
  return <>{pair === 'beersDowned' ? formatDecimal(value) : formatCount(value)}</>;
}

function PairsTable({ comparison }: { comparison: TComparison }) {
  const t = useT();
  const { player1, player2, player1Stats, player2Stats } = comparison;
  const cell = {
    fontSize: { xs: '1.125rem', sm: '1.25rem' },
    fontWeight: 750,
    fontVariantNumeric: 'tabular-nums',
    py: 1.25,
    width: { xs: '26%', sm: '35%' },
  } as const;
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', '& tr + tr': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box component="thead" sx={visuallyHidden}>
        <tr>
          <th scope="col">{player1.username}</th>
          <th scope="col">{t('comparison.statistic')}</th>
          <th scope="col">{player2.username}</th>
        </tr>
      </Box>
      <tbody>
        {PAIRS.map((key) => (
          <tr key={key}>
            <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
              <PairValue pair={key} value={player1Stats[key]} />
            </Box>
            <Box
              component="th"
              scope="row"
              sx={{
                py: 1.25,
                px: 1,
                color: 'text.secondary',
                fontWeight: 600,
                textAlign: 'center',
                whiteSpace: 'nowrap',
                fontSize: { xs: '0.875rem', sm: '1rem' },
              }}
            >
              {t(`comparison.${key}`)}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'left' }}>
              <PairValue pair={key} value={player2Stats[key]} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function ComparisonView({
  comparison,
  gameType,
  isStale,
  switcher,
}: {
  comparison: TComparison;
  gameType: ComparisonType;
  isStale: boolean;
  switcher: ReactNode;
}) {
  const t = useT();
  const { player1, player2 } = comparison;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: { xs: 1, sm: 3 },
          mb: 3,
        }}
      >
        <PlayerSide player={player1} />
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: '2rem', sm: '3.5rem' }, fontWeight: 850, color: 'text.secondary' }}
        >
          {t('common.vs')}
        </Typography>
        <PlayerSide player={player2} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>{switcher}</Box>
      <Card
        aria-busy={isStale}
        sx={{ p: { xs: 2, sm: 3 }, opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms ease-out' }}
      >
        <Typography variant="h2" sx={{ mb: 0.5 }}>
          {t('comparison.headToHead', { type: t(`gameType.${gameType}`) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('comparison.gamesPlayed')}{' '}
          <Box component="strong" sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(comparison.gamesPlayed)}
          </Box>
        </Typography>
        {gameType !== 'UNRANKED' && (
          <Box sx={{ mb: 2 }}>
            <WinProbabilityBar
              probability={comparison.player1WinProbability}
              player1={player1.username}
              player2={player2.username}
            />
          </Box>
        )}
        <PairsTable comparison={comparison} />
      </Card>
    </>
  );
}

/** /comparison?player1=&player2=&gameType=: two players head to head in Singles, Easy Caps or Unranked. */
export function ComparisonPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const player1 = params.get('player1') ?? '';
  const player2 = params.get('player2') ?? '';
  const gameType = COMPARISON_TYPES.find((t) => t === params.get('gameType')) ?? 'EASY_CAPS';
  const comparison = useComparison(player1, player2, gameType);

  const switcher = (
    <GameTypeSwitch
      value={gameType}
      options={COMPARISON_TYPES}
      label={t('comparison.gameType')}
      onChange={(next) => setParams({ player1, player2, gameType: next }, { replace: true })}
    />
  );

  let body: ReactNode;
  if (!player1 || !player2) {
    body = (
      <Card>
        <EmptyState
          title={t('comparison.choose')}
          icon={<CompareArrows fontSize="inherit" />}
          description={t('comparison.chooseHint')}
          action={
            <Button component={RouterLink} to="/search" variant="contained">
              {t('comparison.searchPlayers')}
            </Button>
          }
        />
      </Card>
    );
  } else if (comparison.isPending) {
    body = <Loading />;
  } else if (comparison.isError) {
    const message =
      comparison.error instanceof ApiError && comparison.error.status === 400
        ? comparison.error.message
        : t('comparison.failed');
    body = (
      <>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>{switcher}</Box>
        <Alert severity="error" role="alert">
          {comparison.error instanceof ApiError && comparison.error.status === 404
            ? t('comparison.playerNotFound')
            : message}
        </Alert>
      </>
    );
  } else {
    body = (
      <ComparisonView
        comparison={comparison.data}
        gameType={gameType}
        isStale={comparison.isPlaceholderData}
        switcher={switcher}
      />
    );
  }

  return (
    <Page width="reading">
      <PageTitle title={t('comparison.title')} icon={<CompareArrows />} />
      {body}
    </Page>
  );
}
