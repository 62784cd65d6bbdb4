import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import CompareArrows from '@mui/icons-material/CompareArrows';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink } from 'react-router';
import type { TSearchResult } from '@caps/domain';
import { useT } from '../../i18n/use-t.ts';

/** Where a result opens: the player's profile or the team's page. */
function resultPath(result: TSearchResult): string {
  return `/${result.type === 'PLAYER' ? 'players' : 'teams'}/${encodeURIComponent(result.id)}`;
}

/** The comparison of the signed-in player with another one, in Easy Caps (SPEC.md §9). */
function comparisonPath(me: string, them: string): string {
  return `/comparison?${new URLSearchParams({ player1: me, player2: them, gameType: 'EASY_CAPS' }).toString()}`;
}

export interface SearchResultCardProps {
  result: TSearchResult;
  /** The signed-in user; Compare shows on other players' results only when set. */
  myId: string | null;
}

/** One search result: name and kind, opening the profile or team; 'Compare' on other players for signed-in users. */
export function SearchResultCard({ result, myId }: SearchResultCardProps) {
  const t = useT();
  const isPlayer = result.type === 'PLAYER';
  const canCompare = isPlayer && myId !== null && myId !== result.id;
  const Icon = isPlayer ? PersonOutlined : GroupsOutlined;
  return (
    <Card component="li" sx={{ display: 'flex', alignItems: 'center' }}>
      <CardActionArea
        component={RouterLink}
        to={resultPath(result)}
        sx={{
          display: 'flex',
          justifyContent: 'flex-start',
          gap: 2,
          px: 2,
          py: 1.5,
          minHeight: 64,
          flex: 1,
          minWidth: 0,
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'background.raised',
            color: 'text.secondary',
            flexShrink: 0,
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: 700, color: 'primary.light', overflowWrap: 'anywhere' }}
          >
            {result.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t(isPlayer ? 'search.type.player' : 'search.type.team')}
          </Typography>
        </Box>
      </CardActionArea>
      {canCompare && (
        <Box sx={{ px: 1.5, flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={comparisonPath(myId, result.id)}
            variant="outlined"
            color="primary"
            startIcon={<CompareArrows />}
            aria-label={t('search.compareWith', { name: result.name })}
          >
            {t('search.compare')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
