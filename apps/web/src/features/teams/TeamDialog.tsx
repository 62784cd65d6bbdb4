import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { TTeamListItem } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { errorText } from '../../api/api-error.ts';
import { useSaveTeam } from '../../api/teams.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { OpponentSearch } from '../users/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import {
  addPlayer,
  canAddPlayer,
  canRemovePlayer,
  initialMembers,
  removePlayer,
  teamDialogProblems,
  type TeamMember,
} from './team-dialog-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export interface TeamDialogProps {
  open: boolean;
  onClose: () => void;
  /** The team to edit; a new team when absent. */
  team?: TTeamListItem;
}

/** Create/Edit team: Team Name, the Players list (you stay in it) and Search Player, disabled once two are in. */
export function TeamDialog({ open, onClose, team }: TeamDialogProps) {
  const t = useT();
  const { state } = useAuth();
  const { showAlert } = useAlert();
  const saveTeam = useSaveTeam();
  const myId = state.userId;
  const me: TeamMember = { id: myId ?? '', username: state.username ?? 'You' };
  const [name, setName] = useState('');
  const [players, setPlayers] = useState<TeamMember[]>([me]);
  const [submitted, setSubmitted] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const isEdit = Boolean(team);

  useEffect(() => {
    if (!open) return;
    setName(team?.name ?? '');
    setPlayers(initialMembers({ id: myId ?? '', username: state.username ?? 'You' }, team?.players));
    setSubmitted(false);
    setNameTouched(false);
    setServerError(null);
  }, [open, team, myId, state.username]);

  const problems = teamDialogProblems(name, players);
  const nameError = (submitted || nameTouched) && problems.name;
  const playersError = submitted && problems.players;

  const onSubmit = async () => {
    setSubmitted(true);
    if (problems.name || problems.players) return;
    setServerError(null);
    const failed = t(isEdit ? 'teams.editFailed' : 'teams.createFailed');
    try {
      await saveTeam.mutateAsync({ teamId: team?.id, name, players: players.map((p) => p.id) });
      showAlert(t(isEdit ? 'teams.edited' : 'teams.created'), 'success');
      onClose();
    } catch (error) {
      setServerError(errorText(error, failed));
      showAlert(failed, 'error');
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(isEdit ? 'teams.dialog.edit' : 'teams.dialog.create')}
      maxWidth="md"
      onSubmit={() => void onSubmit()}
      primary={{ label: 'Save' }}
      busy={saveTeam.isPending}
      contentSx={{ overflow: 'visible' }}
    >
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      <TextField
        label={t('teams.dialog.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => name !== '' && setNameTouched(true)}
        error={Boolean(nameError)}
        helperText={nameError || ' '}
        autoComplete="off"
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 1 }}>
        <PlayersSection
          players={players}
          myId={myId}
          error={playersError || undefined}
          onRemove={(playerId) => setPlayers((list) => removePlayer(list, playerId, myId))}
        />
        <PlayerSearchSection players={players} onAdd={(player) => setPlayers((list) => addPlayer(list, player))} />
      </Box>
    </FormDialog>
  );
}

interface PlayersSectionProps {
  players: TeamMember[];
  myId: string | null;
  /** Why the players cannot be saved, once the form was sent. */
  error: string | undefined;
  onRemove: (playerId: string) => void;
}

/** The team's players, each removable but you, and how many there are of how many. */
function PlayersSection({ players, myId, error, onRemove }: PlayersSectionProps) {
  const t = useT();
  const playersId = useId();
  return (
    <Box component="section" aria-labelledby={playersId}>
      <Typography id={playersId} variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('teams.players')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {players.map((p) => (
          <Box
            component="li"
            key={p.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minHeight: 52,
              px: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.raised',
            }}
          >
            <Avatar username={p.username} avatarHash={p.avatarHash} size="tiny" />
            <Typography
              sx={{
                fontWeight: 700,
                flexGrow: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {p.username}
            </Typography>
            {canRemovePlayer(p, myId) ? (
              <IconButton
                aria-label={t('teams.dialog.remove', { name: p.username })}
                onClick={() => onRemove(p.id)}
                sx={{ color: 'primary.light' }}
              >
                <Close />
              </IconButton>
            ) : (
              <Chip label={t('teams.dialog.you')} size="small" variant="outlined" sx={{ fontWeight: 700 }} />
            )}
          </Box>
        ))}
      </Box>
      <Typography
        role={error ? 'alert' : undefined}
        variant="body2"
        sx={{ mt: 1, color: error ? 'error.main' : 'text.secondary' }}
      >
        {error || t('teams.dialog.count', { count: players.length, size: LIMITS.teamSize })}
      </Typography>
    </Box>
  );
}

/** Search Player: adds a player to the team, closed once the team is full. */
function PlayerSearchSection({ players, onAdd }: { players: TeamMember[]; onAdd: (player: TeamMember) => void }) {
  const t = useT();
  const searchOpen = canAddPlayer(players);
  return (
    <Box component="section" aria-label={t('teams.dialog.search')}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('nav.search')}
      </Typography>
      <OpponentSearch
        // a fresh, empty search after every change of the list
        key={players.map((p) => p.id).join()}
        label={t('teams.dialog.search')}
        value={null}
        onChange={(user) => {
          if (user) onAdd({ id: user.id, username: user.username, avatarHash: user.avatarHash });
        }}
        excludeIds={players.map((p) => p.id)}
        disabled={!searchOpen}
        helperText={t(searchOpen ? 'teams.dialog.searchHint' : 'teams.dialog.full')}
      />
    </Box>
  );
}
