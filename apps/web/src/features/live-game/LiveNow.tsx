import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LiveDot } from './LiveDot.tsx';
import { useLiveNow } from './watch-api.ts';
import { useT } from '../../i18n/use-t.ts';

/** The home page's "Live now": games being scored that anyone can watch; nothing at all while there are none. */
export function LiveNow() {
  const t = useT();
  const games = useLiveNow().data ?? [];
  if (games.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="live-now" sx={{ mb: 4 }}>
      <Typography
        id="live-now"
        variant="h5"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
      >
        <LiveDot /> {t('liveGame.liveNow')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
        {games.map((game) => (
          <ButtonBase
            key={game.id}
            component={RouterLink}
            to={`/live/${game.id}`}
            sx={{
              display: 'block',
              textAlign: 'left',
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {t('liveGame.gameOf', { name: game.owner.username })}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontWeight: 800, my: 0.5, fontVariantNumeric: 'tabular-nums' }}
            >
              {game.summary.you.score} – {game.summary.opponent.score}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`gameMode.${game.gameMode}`)} ·{' '}
              {game.summary.phase === 'rps'
                ? t('liveGame.liveNow.starting')
                : t('liveGame.liveNow.sinks', { count: game.summary.you.sinks + game.summary.opponent.sinks })}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
