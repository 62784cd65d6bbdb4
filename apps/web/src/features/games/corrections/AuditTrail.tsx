import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TAuditEntry, TGameView } from '@caps/domain';
import { useGameAudit } from '../../../api/game-corrections.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { describeResultChange, gameNames, type GameNames } from './result-change.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/use-t.ts';

/** Who did it: a name, nobody for the auto-accept job, or an unknown hand (a decision older than the trail, a deleted account). */
function byline(entry: TAuditEntry): string {
  if (entry.byName) return translate('corrections.history.by', { name: entry.byName });
  if (entry.action === 'AUTO_ACCEPTED') return '';
  return entry.byId ? translate('corrections.history.byFormer') : '';
}

/** What an entry says beyond its action: the reason, and for a correction what changed. */
function EntryDetails({ entry, names }: { entry: TAuditEntry; names: GameNames }) {
  const changes =
    entry.action === 'CORRECTED' && entry.before && entry.after
      ? describeResultChange(entry.before, entry.after, names)
      : [];
  return (
    <>
      {entry.reason && (
        <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          “{entry.reason}”
        </Typography>
      )}
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change}>
              {change}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}

/** The game's audit trail as a small timeline, oldest first: what happened, by whom, when and why. */
export function AuditTrail({ game }: { game: TGameView }) {
  useLanguage();
  const titleId = useId();
  const audit = useGameAudit(game);
  if (audit.isPending || (audit.isSuccess && audit.data.length === 0)) return null;
  const names = gameNames(game);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {translate('corrections.history.title')}
      </Typography>
      {audit.isError ? (
        <Typography color="text.secondary">{translate('corrections.history.failed')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {audit.data.map((entry, index) => {
            const by = byline(entry);
            const isLast = index === audit.data.length - 1;
            return (
              <Box
                component="li"
                key={`${entry.action}-${entry.at}-${index}`}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: isLast ? 0 : 2,
                  // The dot and the line to the next entry.
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: 4,
                    top: 6,
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: entry.action === 'VOIDED' ? 'error.main' : 'primary.main',
                  },
                  '&::after': isLast
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        left: 8,
                        top: 18,
                        bottom: 0,
                        width: 2,
                        bgcolor: 'divider',
                      },
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {translate(`corrections.audit.${entry.action}`)}
                  </Typography>
                  {by && (
                    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {by}
                    </Typography>
                  )}
                  <Typography component="time" variant="body2" color="text.secondary" dateTime={entry.at}>
                    {formatDateTime(entry.at)}
                  </Typography>
                </Box>
                <EntryDetails entry={entry} names={names} />
              </Box>
            );
          })}
        </Box>
      )}
    </Card>
  );
}
