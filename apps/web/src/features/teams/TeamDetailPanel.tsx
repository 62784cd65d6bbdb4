import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TTeamPlayer, TTeamWithStats } from '@caps/domain';
import { PlayerChip } from '../../ui/PlayerChip.tsx';
import { StatsCard } from '../../ui/StatsCard.tsx';
import { TeamPicture } from '../../ui/TeamPicture.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface TeamDetailPanelProps {
  team: TTeamWithStats & { players: TTeamPlayer[] };
  /** Link the name to the team page (the own-teams screen does, the team page itself does not). */
  linkName?: boolean;
}

/** A team's picture, name, players (linking to their profiles) and doubles stats. */
export function TeamDetailPanel({ team, linkName = true }: TeamDetailPanelProps) {
  const t = useT();
  const name = (
    <Typography variant="h2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {team.name}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <TeamPicture players={team.players} size="medium" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            {linkName ? (
              <Link component={RouterLink} to={`/teams/${encodeURIComponent(team.id)}`} sx={{ color: 'text.primary' }}>
                {name}
              </Link>
            ) : (
              name
            )}
            <Typography
              variant="h4"
              component="h3"
              sx={{
                mt: 1.5,
                mb: 0.5,
                color: 'text.secondary',
                fontSize: '0.875rem',
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
              }}
            >
              {t('teams.players')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              {team.players.map((p) => (
                <li key={p.id}>
                  <PlayerChip id={p.id} username={p.username} avatarHash={p.avatarHash} />
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Card>
      <StatsCard gameType="DOUBLES" stats={team.doublesStats} />
    </Box>
  );
}
