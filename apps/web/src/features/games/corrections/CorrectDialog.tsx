import { useEffect, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TGameView } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useCorrectGame } from '../../../api/game-corrections.ts';
import { gameRuleProblem, maxScore, withGameMode, type AddGameValues } from '../add-game-rules.ts';
import { lineOf, withLine } from '../doubles/doubles-form.ts';
import { ScoreField } from '../ScoreField.tsx';
import { GameModeToggle } from '../GameModeToggle.tsx';
import { PlayerLines, TeamScore } from '../PlayerLines.tsx';
import {
  correctionTeamScore,
  doublesCorrectionBody,
  doublesCorrectionProblem,
  doublesCorrectionValues,
  doublesTeamsOf,
  hasPlayerPoints,
  resultOfBody,
  resultOfGame,
  soloCorrectionBody,
  soloCorrectionValues,
  withCorrectionGameMode,
  type DoublesCorrectionValues,
} from './correction-form.ts';
import { describeResultChange, gameNames } from './result-change.ts';
import { Consequences } from './Consequences.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

export interface CorrectDialogProps {
  game: TGameView;
  open: boolean;
  onClose: () => void;
}

/**
 * An admin corrects an accepted game's result: the form starts from the result as it stands (same players: changing
 * them is a void and a new post), lists what will change as it is edited, and asks why.
 */
export function CorrectDialog(props: CorrectDialogProps) {
  return props.game.gameType === 'DOUBLES' ? <CorrectDoublesDialog {...props} /> : <CorrectSoloDialog {...props} />;
}

/** The values of the form, back to the game's result each time the dialog opens. */
function useCorrectionValues<V>(open: boolean, initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  useEffect(() => {
    if (open) setValues(initial());
    // Only on opening: the game shown may refresh meanwhile, the admin's edits stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return [values, setValues] as const;
}

function CorrectionShell({
  game,
  open,
  onClose,
  fields,
  changes,
  problem,
  send,
}: CorrectDialogProps & {
  fields: ReactNode;
  changes: string[];
  problem: string | undefined;
  send: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const hasChanges = changes.length > 0;
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('corrections.correct.title')}
      primaryLabel={t('corrections.correct.submit')}
      doneMessage={t('corrections.correct.done')}
      failedMessage={t('corrections.correct.failed')}
      onConfirm={send}
      fields={fields}
      fieldsProblem={problem}
      blocked={!hasChanges}
      wide
      consequences={
        hasChanges ? (
          <Consequences
            items={[
              ...changes,
              t(
                game.gameType === 'DOUBLES'
                  ? 'corrections.correct.recomputeTeams'
                  : 'corrections.correct.recomputePlayers',
              ),
            ]}
          />
        ) : (
          <Consequences title={t('corrections.correct.nothingYet')} items={[t('corrections.correct.nothingYetHint')]} />
        )
      }
    />
  );
}

function CorrectSoloDialog({ game, open, onClose }: CorrectDialogProps) {
  const correct = useCorrectGame();
  const [values, setValues] = useCorrectionValues<AddGameValues>(open, () => soloCorrectionValues(game));
  const names = gameNames(game);
  const body = soloCorrectionBody(game, values, '');
  const changes = describeResultChange(resultOfGame(game), resultOfBody(body), names);
  const scoreMax = maxScore(values.gameMode);
  const set = (patch: Partial<AddGameValues>) => setValues((v) => ({ ...v, ...patch }));
  const players = [
    { id: game.player1 ?? '', username: names.sides[0] },
    { id: game.player2 ?? '', username: names.sides[1] },
  ];
  const lineOfPlayer = (id: string) =>
    id === game.player1
      ? { score: values.myScore, sinks: values.mySinks }
      : { score: values.opponentScore, sinks: values.opponentSinks };
  const fields = (
    <Stack spacing={1.5}>
      <GameModeToggle value={values.gameMode} onChange={(mode) => setValues((v) => withGameMode(v, mode))} />
      <PlayerLines
        players={players}
        lineOf={lineOfPlayer}
        scoreMax={scoreMax}
        // The server's bound for either player (the add form offers the poster fewer).
        sinksMax={LIMITS.maxOpponentSinks}
        onChange={(id, patch) =>
          set(
            id === game.player1
              ? { myScore: patch.score ?? values.myScore, mySinks: patch.sinks ?? values.mySinks }
              : {
                  opponentScore: patch.score ?? values.opponentScore,
                  opponentSinks: patch.sinks ?? values.opponentSinks,
                },
          )
        }
      />
    </Stack>
  );
  return (
    <CorrectionShell
      game={game}
      open={open}
      onClose={onClose}
      fields={fields}
      changes={changes}
      problem={gameRuleProblem(body)}
      send={async (reason) => {
        if (game.gameType === 'DOUBLES') return;
        await correct.mutateAsync({
          gameType: game.gameType,
          id: game.id,
          body: soloCorrectionBody(game, values, reason),
        });
      }}
    />
  );
}

function CorrectDoublesDialog({ game, open, onClose }: CorrectDialogProps) {
  const t = useT();
  const correct = useCorrectGame();
  const [values, setValues] = useCorrectionValues<DoublesCorrectionValues>(open, () => doublesCorrectionValues(game));
  const names = gameNames(game);
  const teams = doublesTeamsOf(game);
  const body = doublesCorrectionBody(game, values, '');
  const changes = describeResultChange(resultOfGame(game), resultOfBody(body), names);
  const scoreMax = maxScore(values.gameMode);
  const team = (index: 0 | 1) => {
    const players = teams[index].playerList.map((id) => ({ id, username: names.player(id) }));
    return (
      <Stack spacing={1.5} component="section" aria-label={names.sides[index]}>
        <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {names.sides[index]}
        </Typography>
        <PlayerLines
          players={players}
          lineOf={(id) => lineOf(values, id)}
          scoreMax={scoreMax}
          sinksMax={LIMITS.maxDoublesSinks}
          rebuttalsMax={LIMITS.maxDoublesSinks}
          onChange={(id, patch) => setValues((v) => ({ ...v, ...withLine(v, id, patch) }))}
        />
        {hasPlayerPoints(values, teams[index]) ? (
          <TeamScore
            label={t('corrections.correct.sidePoints', { side: names.sides[index] ?? '' })}
            score={correctionTeamScore(values, teams[index], index)}
          />
        ) : (
          // Posted with the team's score only (no player's points entered): the team's score is corrected as it is.
          <ScoreField
            label={t('corrections.correct.sidePoints', { side: names.sides[index] ?? '' })}
            value={values.teamScores[index]}
            max={scoreMax}
            onChange={(score) =>
              setValues((v) => ({
                ...v,
                teamScores: index === 0 ? [score, v.teamScores[1]] : [v.teamScores[0], score],
              }))
            }
          />
        )}
      </Stack>
    );
  };
  const fields = (
    <Stack spacing={2}>
      <GameModeToggle value={values.gameMode} onChange={(mode) => setValues((v) => withCorrectionGameMode(v, mode))} />
      {team(0)}
      {team(1)}
    </Stack>
  );
  return (
    <CorrectionShell
      game={game}
      open={open}
      onClose={onClose}
      fields={fields}
      changes={changes}
      problem={doublesCorrectionProblem(game, values)}
      send={async (reason) => {
        await correct.mutateAsync({
          gameType: 'DOUBLES',
          id: game.id,
          body: doublesCorrectionBody(game, values, reason),
        });
      }}
    />
  );
}
