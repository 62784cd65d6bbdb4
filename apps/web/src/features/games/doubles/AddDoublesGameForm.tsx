import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TTeamListItem } from '@caps/domain';
import { useApi } from '../../../api/api-context.tsx';
import { usePostDoublesGame } from '../../../api/doubles.ts';
import { searchTeams, teamSearchKey, useMyTeams } from '../../../api/teams.ts';
import { useAuth } from '../../auth/index.ts';
import { maxScore } from '../add-game-rules.ts';
import { usePostGame } from '../use-post-game.tsx';
import { GameModeToggle } from '../GameModeToggle.tsx';
import { FormCard, FormSection } from '../../../ui/forms/FormCard.tsx';
import { useSingleFlight } from '../../../ui/forms/use-single-flight.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { TeamPicture } from '../../../ui/TeamPicture.tsx';
import { DoublesStake } from './DoublesStake.tsx';
import { PlayerLines, TeamScore } from '../PlayerLines.tsx';
import {
  MAX_PLAYER_SINKS,
  OPPOSING_TEAM_REQUIRED,
  canFace,
  doublesFormProblem,
  initialDoublesValues,
  lineOf,
  teamScoreOf,
  toDoublesBody,
  withDoublesGameMode,
  withLine,
  type DoublesFormValues,
  type PlayerLine,
} from './doubles-form.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RichMessage } from '../../../i18n/RichMessage.tsx';

function TeamOption({ team }: { team: TTeamListItem }) {
  return (
    <>
      <TeamPicture players={team.players} size="tiny" />
      <Box sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {team.name}
        </Box>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {team.players.map((p) => p.username).join(' & ')}
        </Typography>
      </Box>
    </>
  );
}

/**
 * Post a doubles game: the mode, one of your teams with its score and each player's points, sinks and rebuttals, then
 * the opposing team found by name with the same.
 */
export function AddDoublesGameForm({ onCancel }: { onCancel?: () => void }) {
  const t = useT();
  const { state } = useAuth();
  const myTeams = useMyTeams(state.userId);
  const postGame = usePostDoublesGame();
  const { busy, run: submitOnce } = useSingleFlight();
  const [values, setValues] = useState<DoublesFormValues>(initialDoublesValues);
  const [myTeamId, setMyTeamId] = useState<string | null>(null);
  const [opposing, setOpposing] = useState<TTeamListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit: postAndGoHome, repeatDialog } = usePostGame(setProblem);
  const teams = myTeams.data ?? [];
  const myTeam = teams.find((t) => t.id === myTeamId) ?? teams[0];

  const update = (next: DoublesFormValues) => {
    setValues(next);
    setProblem(null);
  };
  const chooseMyTeam = (teamId: string) => {
    setMyTeamId(teamId);
    if (
      opposing &&
      !canFace(
        teams.find((t) => t.id === teamId),
        opposing,
      )
    )
      setOpposing(null);
    setProblem(null);
  };
  const chooseOpposing = (team: TTeamListItem | null) => {
    setOpposing(team);
    setProblem(null);
  };

  const send = async () => {
    const found = doublesFormProblem(values, myTeam, opposing);
    if (found || !myTeam || !opposing) {
      setProblem(found ?? OPPOSING_TEAM_REQUIRED);
      return;
    }
    const body = toDoublesBody(values, myTeam, opposing);
    await postAndGoHome(
      (confirmRepeat) => postGame.mutateAsync(confirmRepeat ? { ...body, confirmRepeat } : body),
      'DOUBLES',
    );
  };

  if (myTeams.isPending) return <Loading />;
  const lines = {
    values,
    onLineChange: (id: string, patch: Partial<PlayerLine>) => update(withLine(values, id, patch)),
  };

  return (
    <>
      <FormCard
        label={t('doubles.form')}
        maxWidth={640}
        onSubmit={() => void submitOnce(send)}
        footer={{
          error: problem === OPPOSING_TEAM_REQUIRED ? null : problem,
          submitLabel: t('games.post.submit'),
          disabled: !myTeam || !opposing || busy,
          onCancel,
        }}
      >
        <FormSection id="doubles-game-data" title={t('games.post.gameData')}>
          <GameModeToggle value={values.gameMode} onChange={(next) => update(withDoublesGameMode(values, next))} />
        </FormSection>
        <MyTeamSection failed={myTeams.isError} teams={teams} myTeam={myTeam} onTeamChange={chooseMyTeam} {...lines} />
        <OpposingTeamSection
          myTeam={myTeam}
          opposing={opposing}
          onOpposingChange={chooseOpposing}
          isMissing={problem === OPPOSING_TEAM_REQUIRED}
          {...lines}
        />
        {myTeam && opposing && <DoublesStake myTeam={myTeam} opposing={opposing} />}
      </FormCard>
      {repeatDialog}
    </>
  );
}

interface TeamLinesProps {
  values: DoublesFormValues;
  onLineChange: (playerId: string, patch: Partial<PlayerLine>) => void;
}

/** Each player's points, sinks and rebuttals of one team, with the team's score under them. */
function TeamLines({
  team,
  values,
  onLineChange,
  scoreLabel,
}: TeamLinesProps & { team: TTeamListItem; scoreLabel: string }) {
  return (
    <>
      <PlayerLines
        players={team.players}
        lineOf={(id) => lineOf(values, id)}
        scoreMax={maxScore(values.gameMode)}
        sinksMax={MAX_PLAYER_SINKS}
        rebuttalsMax={MAX_PLAYER_SINKS}
        onChange={onLineChange}
      />
      <TeamScore label={scoreLabel} score={teamScoreOf(values, team)} />
    </>
  );
}

interface MyTeamSectionProps extends TeamLinesProps {
  failed: boolean;
  teams: TTeamListItem[];
  myTeam: TTeamListItem | undefined;
  onTeamChange: (teamId: string) => void;
}

/** One of your teams (or where to make one) and its players' lines. */
function MyTeamSection({ failed, teams, myTeam, onTeamChange, ...lines }: MyTeamSectionProps) {
  const t = useT();
  return (
    <FormSection id="doubles-my-team" title={t('doubles.myTeamData')}>
      {failed ? (
        <Alert severity="error">{t('doubles.teamsFailed')}</Alert>
      ) : teams.length === 0 || !myTeam ? (
        <Typography sx={{ color: 'primary.light', fontWeight: 600 }}>
          <RichMessage
            id="doubles.noTeams"
            values={{
              link: (
                <Link component={RouterLink} to="/secure/teams">
                  {t('doubles.teamsPage')}
                </Link>
              ),
            }}
          />
        </Typography>
      ) : (
        <>
          <TextField
            select
            label={t('doubles.selectMyTeam')}
            value={myTeam.id}
            onChange={(event) => onTeamChange(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </TextField>
          <TeamLines team={myTeam} scoreLabel={t('doubles.myTeamPoints')} {...lines} />
        </>
      )}
    </FormSection>
  );
}

interface OpposingTeamSectionProps extends TeamLinesProps {
  myTeam: TTeamListItem | undefined;
  opposing: TTeamListItem | null;
  onOpposingChange: (team: TTeamListItem | null) => void;
  /** The form was sent without an opposing team. */
  isMissing: boolean;
}

/** The opposing team, found by name among those your team may face, and its players' lines. */
function OpposingTeamSection({ myTeam, opposing, onOpposingChange, isMissing, ...lines }: OpposingTeamSectionProps) {
  const t = useT();
  const api = useApi();
  return (
    <FormSection id="doubles-opposing-team" title={t('doubles.opposingTeamData')}>
      <SearchSelect<TTeamListItem>
        label={t('doubles.selectOpposing')}
        value={opposing}
        onChange={onOpposingChange}
        queryKey={teamSearchKey}
        fetchOptions={(text, signal) => searchTeams(api, text, signal)}
        filterOptions={(options) => options.filter((t) => canFace(myTeam, t))}
        getOptionKey={(t) => t.id}
        getOptionLabel={(t) => t.name}
        renderOption={(t) => <TeamOption team={t} />}
        renderValueIcon={(t) => <TeamPicture players={t.players} size="tiny" />}
        placeholder={t('doubles.typeTeam')}
        error={isMissing}
        helperText={opposing ? opposing.players.map((p) => p.username).join(' & ') : t('doubles.opposingRequired')}
        disabled={!myTeam}
      />
      {opposing && <TeamLines team={opposing} scoreLabel={t('doubles.opposingPoints')} {...lines} />}
    </FormSection>
  );
}
