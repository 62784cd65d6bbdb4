import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import type { TTeamListItem } from '@caps/domain';
import { useDeleteTeam, useMyTeams } from '../../api/teams.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { TeamDetailPanel } from './TeamDetailPanel.tsx';
import { TeamDialog } from './TeamDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

type DialogState =
  { kind: 'create' } | { kind: 'edit'; team: TTeamListItem } | { kind: 'delete'; team: TTeamListItem } | null;

/** /secure/teams: 'Your Teams' with Create new, edit and delete, and the selected team's players and doubles stats. */
export function TeamsPage() {
  const t = useT();
  const { state } = useAuth();
  const { showAlert } = useAlert();
  const teams = useMyTeams(state.userId);
  const deleteTeam = useDeleteTeam();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  useLoadFailedAlert(teams.isError);

  const list = teams.data ?? [];
  const selected = list.find((t) => t.id === selectedId);

  const confirmDelete = async (team: TTeamListItem) => {
    try {
      await deleteTeam.mutateAsync(team.id);
      if (selectedId === team.id) setSelectedId(null);
      setDialog(null);
      showAlert(t('teams.removed'), 'success');
    } catch {
      showAlert(t('teams.deleteFailed'), 'error');
    }
  };

  return (
    <Page>
      <PageTitle title={t('teams.title')} icon={<PeopleOutlined />} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 8fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <YourTeamsCard
          teams={teams}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onCreate={() => setDialog({ kind: 'create' })}
          onEdit={(team) => setDialog({ kind: 'edit', team })}
          onDelete={(team) => setDialog({ kind: 'delete', team })}
        />
        <Box component="section" aria-label={t('teams.details')}>
          {teams.isPending ? null : selected ? (
            <TeamDetailPanel team={selected} />
          ) : (
            <NoTeamSelected
              hasNoTeams={!teams.isError && list.length === 0}
              onCreate={() => setDialog({ kind: 'create' })}
            />
          )}
        </Box>
      </Box>
      <TeamDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        team={dialog?.kind === 'edit' ? dialog.team : undefined}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        question={dialog?.kind === 'delete' ? t('teams.deleteQuestion', { name: dialog.team.name }) : ''}
        details="The team keeps its games and stats but cannot play new games."
        busy={deleteTeam.isPending}
        onYes={() => {
          if (dialog?.kind === 'delete') void confirmDelete(dialog.team);
        }}
        onNo={() => setDialog(null)}
      />
    </Page>
  );
}

/** 'Your teams': Create new, and the list (or why there is none). */
function YourTeamsCard({
  teams,
  onCreate,
  ...listProps
}: Omit<TeamListProps, 'teams'> & { teams: ReturnType<typeof useMyTeams>; onCreate: () => void }) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="your-teams">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="your-teams" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t('teams.yours')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
          {t('teams.createNew')}
        </Button>
      </Box>
      {teams.isPending ? (
        <Loading />
      ) : teams.isError ? (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {t('teams.loadFailed')}
        </Alert>
      ) : teams.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, py: 3 }}>
          {t('teams.none')}
        </Typography>
      ) : (
        <TeamList teams={teams.data} {...listProps} />
      )}
    </Card>
  );
}

interface TeamListProps {
  teams: TTeamListItem[];
  selectedId: string | null;
  onSelect: (teamId: string) => void;
  onEdit: (team: TTeamListItem) => void;
  onDelete: (team: TTeamListItem) => void;
}

/** Your teams, each with its players, to select, edit or delete. */
function TeamList({ teams, selectedId, onSelect, onEdit, onDelete }: TeamListProps) {
  const t = useT();
  return (
    <List aria-label={t('teams.yoursList')} sx={{ py: 0.5 }}>
      {teams.map((team) => (
        <ListItem
          key={team.id}
          disablePadding
          secondaryAction={
            <Box sx={{ display: 'flex' }}>
              <IconButton aria-label={t('teams.edit', { name: team.name })} onClick={() => onEdit(team)}>
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('teams.delete', { name: team.name })}
                onClick={() => onDelete(team)}
                sx={{ color: 'primary.light' }}
              >
                <Close />
              </IconButton>
            </Box>
          }
          sx={{ '& .MuiListItemButton-root': { pr: 13 } }}
        >
          <ListItemButton
            selected={team.id === selectedId}
            onClick={() => onSelect(team.id)}
            aria-current={team.id === selectedId ? 'true' : undefined}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                sx={{
                  fontWeight: 700,
                  color: 'primary.light',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {team.name}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {team.players.map((p) => p.username).join(' & ')}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The details panel before a team is selected: how to create a first team, or to select one. */
function NoTeamSelected({ hasNoTeams, onCreate }: { hasNoTeams: boolean; onCreate: () => void }) {
  const t = useT();
  return (
    <Card>
      {hasNoTeams ? (
        <EmptyState
          title={t('teams.noneCreate')}
          icon={<GroupAddOutlined fontSize="inherit" />}
          description={t('teams.noneHint')}
          action={
            <Button variant="outlined" color="inherit" startIcon={<Add />} onClick={onCreate}>
              {t('teams.createTeam')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('teams.select')}
          icon={<TouchAppOutlined fontSize="inherit" />}
          description={t('teams.selectHint')}
        />
      )}
    </Card>
  );
}

/** Says once, in an alert, that the teams could not be loaded. */
function useLoadFailedAlert(isError: boolean) {
  const t = useT();
  const { showAlert } = useAlert();
  const reported = useRef(false);
  useEffect(() => {
    if (isError && !reported.current) {
      reported.current = true;
      showAlert(t('teams.loadFailed'), 'error');
    }
  }, [isError, showAlert, t]);
}
