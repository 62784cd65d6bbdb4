import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TAchievement, TAchievementView } from '@caps/domain';
import { ACHIEVEMENTS } from '@caps/domain/enums';
import { formatDate } from '../../../ui/dates.ts';
import { AchievementBadge } from './AchievementBadge.tsx';
import { achievementHowTo } from './achievement-how-to.ts';
import { useT } from '../../../i18n/use-t.ts';

function AchievementCard({ kind, earned }: { kind: TAchievement; earned: TAchievementView | undefined }) {
  const t = useT();
  const name = t(`achievement.${kind}`);
  const howToId = useId();
  return (
    <Card
      component="li"
      data-testid="achievement"
      data-earned={earned ? 'true' : 'false'}
      aria-label={
        earned
          ? t('users.achievements.earnedLabel', { name, date: formatDate(earned.dateAchieved) })
          : t('users.achievements.notEarnedLabel', { name })
      }
      aria-describedby={earned ? undefined : howToId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        p: 2,
        // Unearned ones are dimmed by their badge and colours, not by opacity, so their text keeps AA contrast.
        ...(earned ? { borderColor: 'primary.dark' } : { bgcolor: 'background.default', borderStyle: 'dashed' }),
      }}
    >
      <Box sx={{ opacity: earned ? 1 : 0.4 }}>
        <AchievementBadge kind={kind} earned={Boolean(earned)} />
      </Box>
      <Typography sx={{ fontWeight: 700, lineHeight: 1.3, color: earned ? 'text.primary' : 'text.secondary' }}>
        {name}
      </Typography>
      {earned ? (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          <time dateTime={earned.dateAchieved}>{formatDate(earned.dateAchieved)}</time>
          {earned.gameType && (
            <Box component="span" sx={{ display: 'block' }}>
              {t(`gameType.${earned.gameType}`)}
            </Box>
          )}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('users.achievements.notEarned')}
          </Typography>
          <Typography id={howToId} variant="body2" data-testid="achievement-how-to" sx={{ lineHeight: 1.4 }}>
            {achievementHowTo(kind)}
          </Typography>
        </>
      )}
    </Card>
  );
}

/** Every achievement as a card: earned ones with their date and game type, the rest dimmed and saying how to earn them. */
export function AchievementsTab({ achievements }: { achievements: TAchievementView[] }) {
  const t = useT();
  const byKind = new Map(achievements.map((a) => [a.achievement, a]));
  const earnedCount = ACHIEVEMENTS.filter((kind) => byKind.has(kind)).length;
  // Earned first (in the canonical order), so what a player has is what they see first.
  const ordered = [...ACHIEVEMENTS].sort((a, b) => Number(byKind.has(b)) - Number(byKind.has(a)));
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h2">{t('users.achievements.title')}</Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('users.achievements.count', { earned: earnedCount, total: ACHIEVEMENTS.length })}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
        }}
      >
        {ordered.map((kind) => (
          <AchievementCard key={kind} kind={kind} earned={byKind.get(kind)} />
        ))}
      </Box>
    </>
  );
}
