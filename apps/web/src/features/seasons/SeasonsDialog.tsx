import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TSeason } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { errorText } from '../../api/api-error.ts';
import { useRenameSeason, useSeasons, useStartSeason } from '../../api/seasons.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { formatDate } from '../../ui/dates.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** A name the server takes: 1–40 characters once trimmed (the server says so too). */
function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return translate('seasons.dialog.nameRequired');
  if (trimmed.length > LIMITS.seasonNameMax) return translate('seasons.dialog.nameTooLong', { max: LIMITS.seasonNameMax });
  return null;
}

function SeasonRow({ season }: { season: TSeason }) {
  const t = useT();
  const rename = useRenameSeason();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(season.name);
  const [error, setError] = useState<string | null>(null);
  const dates = t('seasons.dialog.dates', { from: formatDate(season.startedAt), to: season.endedAt ? formatDate(season.endedAt) : t('seasons.dialog.now') });
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
            label={t('seasons.dialog.newName', { name: season.name })}
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
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{season.endedAt === null ? t('seasons.current', { name: season.name }) : season.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {dates}
            </Typography>
          </Box>
          <IconButton aria-label={t('seasons.dialog.rename', { name: season.name })} onClick={() => setEditing(true)}>
            <EditOutlined />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/** Admins: start a new season (ending the current one now) and rename seasons. */
export function SeasonsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const seasons = useSeasons();
  const start = useStartSeason();
  const { showAlert } = useAlert();
  const list = seasons.data ?? [];
  const current = list.find((s) => s.endedAt === null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(t('seasons.dialog.defaultName', { n: list.length + 1 }));
    setError(null);
    // Only when it opens: the suggestion is not replaced while the admin types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = async () => {
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    try {
      const started = await start.mutateAsync({ name: name.trim(), endsSeasonId: current?.id ?? 0 });
      showAlert(t('seasons.dialog.started', { name: started.name }), 'success');
      onClose();
    } catch (err) {
      setError(errorText(err, t('seasons.dialog.startFailed')));
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('seasons.admin')}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      primary={{ label: t('seasons.dialog.start') }}
      busy={start.isPending}
      maxWidth="sm"
      fullScreenOnPhone
    >
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('seasons.dialog.startHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {current ? `${t('seasons.dialog.endsNow', { name: current.name })} ` : ''}
        {t('seasons.dialog.explain', { points: LIMITS.startingPoints })}
      </Typography>
      <TextField
        fullWidth
        label={t('seasons.dialog.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: LIMITS.seasonNameMax + 10 } }}
      />
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('seasons.dialog.all')}
      </Typography>
      {seasons.isError && <Alert severity="error">{t('seasons.dialog.failed')}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((s) => (
          <SeasonRow key={s.id} season={s} />
        ))}
      </Box>
    </FormDialog>
  );
}
