import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TSeason } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { useRenameSeason, useSeasons } from '../../api/seasons.ts';
import { StartSeasonDialog } from './StartSeasonDialog.tsx';
import { nameProblem, seasonName } from './season-name.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { formatDate } from '../../ui/dates.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

function SeasonRow({ season }: { season: TSeason }) {
  const t = useT();
  const rename = useRenameSeason();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(season.name);
  const [error, setError] = useState<string | null>(null);
  const dates = t('seasons.dialog.dates', {
    from: formatDate(season.startedAt),
    to: season.endedAt ? formatDate(season.endedAt) : t('seasons.dialog.now'),
  });
  const save = async () => {
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    try {
      await rename.mutateAsync({ id: season.id, name: name.trim() });
      setEditing(false);
      showAlert(t('seasons.dialog.renamed'), 'success');
    } catch (err) {
      setError(errorText(err, t('seasons.dialog.renameFailed')));
    }
  };
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      {editing ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('seasons.dialog.newName', { name: seasonName(season.name) })}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            sx={{ flex: '1 1 180px' }}
          />
          <Button type="button" variant="contained" onClick={() => void save()} disabled={rename.isPending}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="outlined" color="inherit" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {season.endedAt === null
                ? t('seasons.current', { name: seasonName(season.name) })
                : seasonName(season.name)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dates}
            </Typography>
          </Box>
          <IconButton
            aria-label={t('seasons.dialog.rename', { name: seasonName(season.name) })}
            onClick={() => setEditing(true)}
          >
            <EditOutlined />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/**
 * Admins: the seasons, each renamed in its own row, and apart from them the way to start a new season, which opens
 * its own confirmation (StartSeasonDialog): renaming never starts a season, and starting is never one tap.
 */
export function SeasonsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const seasons = useSeasons();
  const list = seasons.data ?? [];
  const current = list.find((s) => s.endedAt === null);
  const [starting, setStarting] = useState(false);

  return (
    <>
      <FormDialog
        open={open}
        title={t('seasons.admin')}
        onClose={onClose}
        primary={{ label: t('common.close'), onClick: onClose }}
        cancel={null}
        maxWidth="sm"
        fullScreenOnPhone
      >
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          {t('seasons.dialog.all')}
        </Typography>
        {seasons.isError && <Alert severity="error">{t('seasons.dialog.failed')}</Alert>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((s) => (
            <SeasonRow key={s.id} season={s} />
          ))}
        </Box>
        {current && (
          <Box
            component="section"
            aria-labelledby="new-season"
            sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography id="new-season" variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('seasons.dialog.startHeading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('seasons.dialog.startExplain', { name: seasonName(current.name) })}
            </Typography>
            <Button variant="outlined" color="error" onClick={() => setStarting(true)}>
              {t('seasons.dialog.startOpen')}
            </Button>
          </Box>
        )}
      </FormDialog>
      {current && (
        <StartSeasonDialog open={starting} current={current} onClose={() => setStarting(false)} onStarted={onClose} />
      )}
    </>
  );
}
