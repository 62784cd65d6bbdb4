import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView, TGameMode, TPostDoublesGame, TPostSoloGame, TTournamentTeam } from '@caps/domain';
import { GAME_MODES } from '@caps/domain/enums';
import { GameRuleError, validateDoublesGame, validateSoloGame } from '@caps/domain/game-rules';
import { LIMITS } from '@caps/domain/limits';
import { errorText } from '../../api/api-error.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { DialogFormBody, FormDialog } from '../../ui/FormDialog.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { reasonProblem } from '../../ui/forms/reason.ts';
import { ReasonField } from '../../ui/forms/ReasonField.tsx';
import { CorrectionNote, type TCorrection } from './CorrectionNote.tsx';
import type { TournamentAction } from './tournaments-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { translate } from '../../i18n/i18n.ts';
import { localError } from '../../i18n/domain-messages.ts';

function range(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, i) => i);
}

/** Score choices of SPEC.md §5: 0–11 in sudden death, 0–21 in overtime. */
function scoreOptions(mode: TGameMode): number[] {
  return range(mode === 'SUDDEN_DEATH' ? LIMITS.maxScoreSuddenDeath : LIMITS.maxScoreOvertime);
}

function NumberSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | '';
  options: number[];
  onChange: (n: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 96, flex: 1 }}
    >
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface EntryResultDialogProps {
  entry: TBracketEntryView | null;
  onClose: () => void;
  onSubmit: (action: TournamentAction) => Promise<unknown>;
  /** After the closing transition (where the page puts the focus back). */
  onExited?: () => void;
  /** A competitor reporting their own match (it waits for the other side) rather than the owner entering it. */
  report?: boolean;
  /** The owner fixes the decided entry's score (issue 37): the form starts from it and asks for a reason. */
  correction?: TCorrection;
}

/** 'Enter the result' of an entry: the add-game fields with both competitors fixed (singles or doubles). */
export function EntryResultDialog({
  entry,
  onClose,
  onSubmit,
  onExited,
  report = false,
  correction,
}: EntryResultDialogProps) {
  const t = useT();
  const title = correction
    ? 'tournaments.correct.title'
    : report
      ? 'selfService.report.title'
      : 'tournaments.result.title';
  return (
    <FormDialog
      open={entry !== null}
      onClose={onClose}
      title={t(title)}
      maxWidth="sm"
      fullScreenOnPhone
      onExited={onExited}
    >
      {entry &&
        (entry.team1 && entry.team2 ? (
          <DoublesForm
            key={entry.id}
            entry={entry}
            team1={entry.team1}
            team2={entry.team2}
            onClose={onClose}
            onSubmit={onSubmit}
            report={report}
            correction={correction}
          />
        ) : (
          <SoloForm
            key={entry.id}
            entry={entry}
            onClose={onClose}
            onSubmit={onSubmit}
            report={report}
            correction={correction}
          />
        ))}
    </FormDialog>
  );
}

/** The form was sent before both scores were chosen. */
class ScoresMissing extends Error {}

type FormProps = {
  entry: TBracketEntryView;
  onClose: () => void;
  onSubmit: EntryResultDialogProps['onSubmit'];
  report: boolean;
  correction: TCorrection | undefined;
};

/** The reason a correction asks for; the other forms need none. */
function useReason(correction: TCorrection | undefined) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = correction ? reasonProblem(reason) : undefined;
  return {
    reason: reason.trim(),
    field: correction ? (
      <ReasonField
        key="reason"
        label={translate('tournaments.correct.reason')}
        value={reason}
        onChange={setReason}
        showProblem={tried}
        maxRows={4}
      />
    ) : null,
    /** Whether the form may be sent (a correction needs a reason; says so once tried). */
    check: () => {
      setTried(true);
      return problem === undefined;
    },
  };
}

/** The game a correction changes: a decided entry's result always comes with its game. */
function gameOf(entry: TBracketEntryView): string {
  if (!entry.game) throw new Error('A corrected entry has a game');
  return entry.game.id;
}

/** The side the scores make the winner (1 or 2), or null while they are not both chosen or level. */
function winningSide(scores: Scores): 1 | 2 | null {
  const [a, b] = scores;
  if (a === '' || b === '' || a === b) return null;
  return a > b ? 1 : 2;
}

/** The entry's winner as side 1 or 2. */
function decidedSide(entry: TBracketEntryView): 1 | 2 | null {
  const id = entry.result?.winnerId;
  if (!id) return null;
  return id === (entry.player1?.id ?? entry.team1?.id) ? 1 : 2;
}

/** A correction's game mode and scores start from the entry's result (more than 11 points: overtime). */
function initialOf(entry: TBracketEntryView, correction: TCorrection | undefined): { mode: TGameMode; scores: Scores } {
  const r = correction ? entry.result : null;
  if (!r) return { mode: 'SUDDEN_DEATH', scores: ['', ''] };
  const overtime = Math.max(r.competitor1Points, r.competitor2Points) > LIMITS.maxScoreSuddenDeath;
  return { mode: overtime ? 'OVERTIME' : 'SUDDEN_DEATH', scores: [r.competitor1Points, r.competitor2Points] };
}

function useSubmit(onSubmit: FormProps['onSubmit'], onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const submit = (build: () => TournamentAction) =>
    run(async () => {
      let action: TournamentAction;
      try {
        action = build();
      } catch (e) {
        if (e instanceof GameRuleError) return setError(localError(e));
        if (e instanceof ScoresMissing) return setError(translate('tournaments.result.chooseScores'));
        throw e;
      }
      setError(null);
      try {
        await onSubmit(action);
        onClose();
      } catch (e) {
        setError(errorText(e, translate('tournaments.result.failed')));
      }
    });
  return { error, busy, submit };
}

function FormShell({
  error,
  busy,
  canSubmit,
  onClose,
  onSubmit,
  report,
  correction,
  children,
}: {
  error: string | null;
  busy: boolean;
  canSubmit: boolean;
  onClose: () => void;
  onSubmit: () => void;
  report: boolean;
  correction?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const submitLabel = correction
    ? 'tournaments.correct.submit'
    : report
      ? 'selfService.report.submit'
      : 'tournaments.result.submit';
  return (
    <DialogFormBody
      onSubmit={onSubmit}
      cancel={{ label: t('common.cancel'), onClick: onClose }}
      primary={{ label: t(submitLabel), disabled: !canSubmit }}
      busy={busy}
    >
      <DialogFields error={error} spacing={2.5}>
        {report && <Typography color="text.secondary">{t('selfService.report.hint')}</Typography>}
        {children}
        {correction}
      </DialogFields>
    </DialogFormBody>
  );
}

function ModeSelect({ mode, onChange }: { mode: TGameMode; onChange: (m: TGameMode) => void }) {
  const t = useT();
  return (
    <TextField
      select
      label={t('tournaments.result.gameMode')}
      value={mode}
      onChange={(e) => onChange(GAME_MODES.find((m) => m === e.target.value) ?? mode)}
    >
      {GAME_MODES.map((m) => (
        <MenuItem key={m} value={m}>
          {t(`gameMode.${m}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Scores = [number | '', number | ''];

/** The game mode and both scores; a score the new mode does not allow is cleared. */
function useModeAndScores(initial: { mode: TGameMode; scores: Scores }) {
  const [mode, setMode] = useState<TGameMode>(initial.mode);
  const [scores, setScores] = useState<Scores>(initial.scores);
  const keep = (score: number | '', m: TGameMode): number | '' =>
    score !== '' && !scoreOptions(m).includes(score) ? '' : score;
  return {
    mode,
    scores,
    hasScores: scores[0] !== '' && scores[1] !== '',
    changeMode: (m: TGameMode) => {
      setMode(m);
      setScores(([a, b]) => [keep(a, m), keep(b, m)]);
    },
    setScore: (i: number, n: number) => setScores((s) => (i === 0 ? [n, s[1]] : [s[0], n])),
  };
}

/** One competitor's fields under its name. */
function CompetitorFields({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {children}
    </Box>
  );
}

function SoloForm({ entry, onClose, onSubmit, report, correction }: FormProps) {
  const t = useT();
  const { mode, scores, hasScores, changeMode, setScore } = useModeAndScores(initialOf(entry, correction));
  const r = correction ? entry.result : null;
  const [sinks, setSinks] = useState<[number, number]>(r ? [r.competitor1Sinks, r.competitor2Sinks] : [0, 0]);
  const { error, busy, submit } = useSubmit(onSubmit, onClose);
  const reason = useReason(correction);
  const keepsWinner = winningSide(scores) === decidedSide(entry);
  const players = [entry.player1, entry.player2];
  const scoreChoices = scoreOptions(mode);
  // The first player's sinks use the form's own-sinks bound, the second the opponent bound (SPEC.md §5).
  const sinkChoices = [range(LIMITS.maxOwnSinks), range(LIMITS.maxOpponentSinks)];

  const build = (): TournamentAction => {
    const [p1, p2] = players;
    const [s1, s2] = scores;
    if (!p1 || !p2 || s1 === '' || s2 === '') throw new ScoresMissing();
    const body: TPostSoloGame = {
      gameMode: mode,
      player1Stats: { playerId: p1.id, score: s1, sinks: sinks[0] },
      player2Stats: { playerId: p2.id, score: s2, sinks: sinks[1] },
      gameEvents: [],
    };
    validateSoloGame(body);
    if (correction) return { kind: 'correctSolo', gameId: gameOf(entry), body: { ...body, reason: reason.reason } };
    return { kind: report ? 'soloReport' : 'soloResult', entryId: entry.id, body };
  };

  return (
    <FormShell
      error={error}
      busy={busy}
      canSubmit={hasScores && (!correction || keepsWinner)}
      onClose={onClose}
      onSubmit={() => void (reason.check() && submit(build))}
      report={report}
      correction={
        correction && [<CorrectionNote key="note" correction={correction} keepsWinner={keepsWinner} />, reason.field]
      }
    >
      <ModeSelect mode={mode} onChange={changeMode} />
      {players.map((player, i) => (
        <CompetitorFields key={player?.id ?? i} name={player?.username ?? t('common.unknownPlayer')}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <NumberSelect
              label={t('tournaments.result.points')}
              value={scores[i] ?? ''}
              options={scoreChoices}
              onChange={(n) => setScore(i, n)}
            />
            <NumberSelect
              label={t('tournaments.result.sinks')}
              value={sinks[i] ?? 0}
              options={sinkChoices[i] ?? []}
              onChange={(n) => setSinks((s) => (i === 0 ? [n, s[1]] : [s[0], n]))}
            />
          </Box>
        </CompetitorFields>
      ))}
    </FormShell>
  );
}

function DoublesForm({
  entry,
  team1,
  team2,
  onClose,
  onSubmit,
  report,
  correction,
}: FormProps & { team1: TTournamentTeam; team2: TTournamentTeam }) {
  const t = useT();
  const { mode, scores, hasScores, changeMode, setScore } = useModeAndScores(initialOf(entry, correction));
  const [sinks, setSinks] = useState<Record<string, number>>(() =>
    correction && entry.game ? Object.fromEntries(entry.game.gamePlayerStats.map((p) => [p.playerId, p.sinks])) : {},
  );
  const { error, busy, submit } = useSubmit(onSubmit, onClose);
  const reason = useReason(correction);
  const keepsWinner = winningSide(scores) === decidedSide(entry);
  const teams = [team1, team2];

  const build = (): TournamentAction => {
    const [s1, s2] = scores;
    if (s1 === '' || s2 === '') throw new ScoresMissing();
    const body: TPostDoublesGame = {
      gameMode: mode,
      team1: team1.id,
      team2: team2.id,
      team1Players: team1.playerList,
      team2Players: team2.playerList,
      team1Score: s1,
      team2Score: s2,
      // Individual points are not entered here (allowed: a team sum of 0 means "not entered").
      playerStatsDtos: [...team1.playerList, ...team2.playerList].map((playerId) => ({
        playerId,
        score: 0,
        sinks: sinks[playerId] ?? 0,
      })),
      gameEventList: [],
    };
    validateDoublesGame(body);
    if (correction) return { kind: 'correctDoubles', gameId: gameOf(entry), body: { ...body, reason: reason.reason } };
    return { kind: report ? 'doublesReport' : 'doublesResult', entryId: entry.id, body };
  };

  return (
    <FormShell
      error={error}
      busy={busy}
      canSubmit={hasScores && (!correction || keepsWinner)}
      onClose={onClose}
      onSubmit={() => void (reason.check() && submit(build))}
      report={report}
      correction={
        correction && [<CorrectionNote key="note" correction={correction} keepsWinner={keepsWinner} />, reason.field]
      }
    >
      <ModeSelect mode={mode} onChange={changeMode} />
      {teams.map((team, i) => (
        <CompetitorFields key={team.id} name={team.name}>
          <Stack spacing={1.5}>
            <NumberSelect
              label={t('tournaments.result.teamPoints')}
              value={scores[i] ?? ''}
              options={scoreOptions(mode)}
              onChange={(n) => setScore(i, n)}
            />
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              {team.players.map((p) => (
                <NumberSelect
                  key={p.id}
                  label={t('tournaments.result.playerSinks', { name: p.username })}
                  value={sinks[p.id] ?? 0}
                  options={range(LIMITS.maxDoublesSinks)}
                  onChange={(n) => setSinks((s) => ({ ...s, [p.id]: n }))}
                />
              ))}
            </Box>
          </Stack>
        </CompetitorFields>
      ))}
    </FormShell>
  );
}
