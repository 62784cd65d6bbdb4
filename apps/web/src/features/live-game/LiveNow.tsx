import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LiveDot } from './LiveDot.tsx';
import { useLiveNow } from './watch-api.ts';
import { translate } from '../../i18n/i18n.ts';

/** The home page's "Live now": games being scored that anyone can watch; nothing at all while there are none. */
export function LiveNow() {
  const games = useLiveNow().data ?? [];
  if (games.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="live-now" sx={{ mb: 4 }}>
      <Typography id="live-now" variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <LiveDot /> Live now
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
        {games.map((game) => (
          <ButtonBase
            key={game.id}
            component={RouterLink}
            to={`/live/${game.id}`}
            sx={{ display: 'block', textAlign: 'left', p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', '&:hover': { borderColor: 'primary.main' } }}
          >
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{game.owner.username} vs opponent</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800, my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
              {game.summary.you.score} – {game.summary.opponent.score}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`gameMode.${game.gameMode}`)} · {game.summary.phase === 'rps' ? 'starting' : `${game.summary.you.sinks + game.summary.opponent.sinks} sinks`}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
