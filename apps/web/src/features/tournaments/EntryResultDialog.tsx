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

function NumberSelect({ label, value, options, onChange }: { label: string; value: number | ''; options: number[]; onChange: (n: number) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 96, flex: 1 }}>
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
}

/** 'Enter the result' of an entry: the add-game fields with both competitors fixed (singles or doubles). */
export function EntryResultDialog({ entry, onClose, onSubmit, onExited, report = false }: EntryResultDialogProps) {
  const t = useT();
  return (
    <FormDialog open={entry !== null} onClose={onClose} title={t(report ? 'selfService.report.title' : 'tournaments.result.title')} maxWidth="sm" fullScreenOnPhone onExited={onExited}>
      {entry &&
        (entry.team1 && entry.team2 ? (
          <DoublesForm key={entry.id} entry={entry} team1={entry.team1} team2={entry.team2} onClose={onClose} onSubmit={onSubmit} report={report} />
        ) : (
          <SoloForm key={entry.id} entry={entry} onClose={onClose} onSubmit={onSubmit} report={report} />
        ))}
    </FormDialog>
  );
}

/** The form was sent before both scores were chosen. */
class ScoresMissing extends Error {}

type FormProps = { entry: TBracketEntryView; onClose: () => void; onSubmit: EntryResultDialogProps['onSubmit']; report: boolean };

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
  children,
}: {
  error: string | null;
  busy: boolean;
  canSubmit: boolean;
  onClose: () => void;
  onSubmit: () => void;
  report: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <DialogFormBody
      onSubmit={onSubmit}
      cancel={{ label: t('common.cancel'), onClick: onClose }}
      primary={{ label: t(report ? 'selfService.report.submit' : 'tournaments.result.submit'), disabled: !canSubmit }}
      busy={busy}
    >
      <DialogFields error={error} spacing={2.5}>
        {report && <Typography color="text.secondary">{t('selfService.report.hint')}</Typography>}
        {children}
      </DialogFields>
    </DialogFormBody>
  );
}

function ModeSelect({ mode, onChange }: { mode: TGameMode; onChange: (m: TGameMode) => void }) {
  const t = useT();
  return (
    <TextField select label={t('tournaments.result.gameMode')} value={mode} onChange={(e) => onChange(GAME_MODES.find((m) => m === e.target.value) ?? mode)}>
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
function useModeAndScores() {
  const [mode, setMode] = useState<TGameMode>('SUDDEN_DEATH');
  const [scores, setScores] = useState<Scores>(['', '']);
  const keep = (score: number | '', m: TGameMode): number | '' => (score !== '' && !scoreOptions(m).includes(score) ? '' : score);
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

function SoloForm({ entry, onClose, onSubmit, report }: FormProps) {
  const t = useT();
  const { mode, scores, hasScores, changeMode, setScore } = useModeAndScores();
  const [sinks, setSinks] = useState<[number, number]>([0, 0]);
  const { error, busy, submit } = useSubmit(onSubmit, onClose);
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
    return { kind: report ? 'soloReport' : 'soloResult', entryId: entry.id, body };
  };

  return (
    <FormShell error={error} busy={busy} canSubmit={hasScores} onClose={onClose} onSubmit={() => void submit(build)} report={report}>
      <ModeSelect mode={mode} onChange={changeMode} />
      {players.map((player, i) => (
        <CompetitorFields key={player?.id ?? i} name={player?.username ?? t('common.unknownPlayer')}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <NumberSelect label={t('tournaments.result.points')} value={scores[i] ?? ''} options={scoreChoices} onChange={(n) => setScore(i, n)} />
            <NumberSelect label={t('tournaments.result.sinks')} value={sinks[i] ?? 0} options={sinkChoices[i] ?? []} onChange={(n) => setSinks((s) => (i === 0 ? [n, s[1]] : [s[0], n]))} />
          </Box>
        </CompetitorFields>
      ))}
    </FormShell>
  );
}

function DoublesForm({ entry, team1, team2, onClose, onSubmit, report }: FormProps & { team1: TTournamentTeam; team2: TTournamentTeam }) {
  const t = useT();
  const { mode, scores, hasScores, changeMode, setScore } = useModeAndScores();
  const [sinks, setSinks] = useState<Record<string, number>>({});
  const { error, busy, submit } = useSubmit(onSubmit, onClose);
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
      playerStatsDtos: [...team1.playerList, ...team2.playerList].map((playerId) => ({ playerId, score: 0, sinks: sinks[playerId] ?? 0 })),
      gameEventList: [],
    };
    validateDoublesGame(body);
    return { kind: report ? 'doublesReport' : 'doublesResult', entryId: entry.id, body };
  };

  return (
    <FormShell error={error} busy={busy} canSubmit={hasScores} onClose={onClose} onSubmit={() => void submit(build)} report={report}>
      <ModeSelect mode={mode} onChange={changeMode} />
      {teams.map((team, i) => (
        <CompetitorFields key={team.id} name={team.name}>
          <Stack spacing={1.5}>
            <NumberSelect label={t('tournaments.result.teamPoints')} value={scores[i] ?? ''} options={scoreOptions(mode)} onChange={(n) => setScore(i, n)} />
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
