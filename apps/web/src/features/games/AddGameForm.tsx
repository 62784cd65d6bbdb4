import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { SOLO_GAME_TYPES } from '@caps/domain/enums';
import { usePostSoloGame } from '../../api/games.ts';
import type { TUserSummary } from '../../api/users.ts';
import { useAuth } from '../auth/index.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { FormCard, FormSection, formToggleSx } from '../../ui/forms/FormCard.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import {
  gameRuleProblem,
  maxScore,
  maxSinks,
  toSoloGameBody,
  withGameMode,
  type AddGameValues,
} from './add-game-rules.ts';
import { OpponentSearch } from '../users/index.ts';
import { PointsAtStake } from './PointsAtStake.tsx';
import { ScoreField } from './ScoreField.tsx';
import { GameModeToggle } from './GameModeToggle.tsx';
import { usePostGame } from './use-post-game.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface AddGameFormProps {
  /** The game type when the page fixes it; otherwise the form asks for it. */
  gameType?: TSoloGameType;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

const initialValues: AddGameValues = {
  gameMode: 'SUDDEN_DEATH',
  myScore: 0,
  mySinks: 0,
  opponentScore: 0,
  opponentSinks: 0,
};

const pairSx = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 } as const;

/**
 * Post a singles-style game: game data, your score and sinks, the opponent and their score and sinks, the points at
 * stake. Built for a phone first: one column, big selects with steppers, the opponent search first and the submit
 * button pinned within thumb reach.
 */
export function AddGameForm({ gameType: fixedType, onCancel }: AddGameFormProps) {
  const t = useT();
  const { state } = useAuth();
  const isPhone = useIsPhone();
  const postGame = usePostSoloGame();
  const { busy, run: submitOnce } = useSingleFlight();
  const [chosenType, setChosenType] = useState<TSoloGameType>(fixedType ?? 'SINGLES');
  const [values, setValues] = useState<AddGameValues>(initialValues);
  const [opponent, setOpponent] = useState<TUserSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit: postAndGoHome, repeatDialog } = usePostGame(setProblem);
  const gameType = fixedType ?? chosenType;
  const myId = state.userId ?? '';
  const opponentRequired = t('games.post.opponentRequired');

  const update = (change: (values: AddGameValues) => AddGameValues) => {
    setValues(change);
    setProblem(null);
  };
  const set = (patch: Partial<AddGameValues>) => update((v) => ({ ...v, ...patch }));

  const send = async () => {
    if (!opponent) {
      setProblem(opponentRequired);
      return;
    }
    const body = toSoloGameBody(values, myId, opponent.id);
    const ruleProblem = gameRuleProblem(body);
    if (ruleProblem) {
      setProblem(ruleProblem);
      return;
    }
    await postAndGoHome(
      (confirmRepeat) => postGame.mutateAsync({ gameType, body: confirmRepeat ? { ...body, confirmRepeat } : body }),
      gameType,
    );
  };

  const gameData = (
    <GameDataSection
      key="game"
      gameType={fixedType ? undefined : chosenType}
      onGameTypeChange={setChosenType}
      gameMode={values.gameMode}
      onGameModeChange={(next) => update((v) => withGameMode(v, next))}
    />
  );

  const playerData = <PlayerDataSection key="player" username={state.username} values={values} set={set} />;

  const opponentData = (
    <OpponentDataSection
      key="opponent"
      opponent={opponent}
      onOpponentChange={(user) => {
        setOpponent(user);
        setProblem(null);
      }}
      myId={myId}
      isMissing={problem === opponentRequired}
      values={values}
      set={set}
    />
  );

  return (
    <>
      <FormCard
        label={t('games.post.submit')}
        maxWidth={560}
        onSubmit={() => void submitOnce(send)}
        footer={{
          error: problem === opponentRequired ? null : problem,
          submitLabel: t('games.post.submit'),
          disabled: !opponent || busy,
          onCancel,
        }}
      >
        {/* On a phone the opponent comes first: it is the one thing that needs typing. */}
        {isPhone ? [opponentData, gameData, playerData] : [gameData, playerData, opponentData]}
        {opponent && <PointsAtStake gameType={gameType} myId={myId} opponent={opponent} />}
      </FormCard>
      {repeatDialog}
    </>
  );
}

/** The signed-in player's score and sinks. */
function PlayerDataSection({
  username,
  values,
  set,
}: {
  username: string | null;
  values: AddGameValues;
  set: (patch: Partial<AddGameValues>) => void;
}) {
  const t = useT();
  return (
    <FormSection id="add-player-data" title={t('games.post.playerData')} subtitle={username ?? undefined}>
      <Box sx={pairSx}>
        <ScoreField
          label={t('games.post.yourScore')}
          value={values.myScore}
          max={maxScore(values.gameMode)}
          onChange={(myScore) => set({ myScore })}
        />
        <ScoreField
          label={t('games.post.yourSinks')}
          value={values.mySinks}
          max={maxSinks('own')}
          onChange={(mySinks) => set({ mySinks })}
        />
      </Box>
    </FormSection>
  );
}

interface GameDataSectionProps {
  /** The chosen game type, when the form asks for it. */
  gameType: TSoloGameType | undefined;
  onGameTypeChange: (gameType: TSoloGameType) => void;
  gameMode: TGameMode;
  onGameModeChange: (gameMode: TGameMode) => void;
}

/** The game type (unless the page fixes it) and the game mode. */
function GameDataSection({ gameType, onGameTypeChange, gameMode, onGameModeChange }: GameDataSectionProps) {
  const t = useT();
  return (
    <FormSection id="add-game-data" title={t('games.post.gameData')}>
      {gameType && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          aria-label={t('games.post.gameType')}
          value={gameType}
          onChange={(_event, next: TSoloGameType | null) => {
            if (next) onGameTypeChange(next);
          }}
          sx={formToggleSx}
        >
          {SOLO_GAME_TYPES.map((type) => (
            <ToggleButton key={type} value={type} sx={{ gap: 1 }}>
              <GameTypeIcon gameType={type} fontSize="small" />
              {t(`gameType.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <GameModeToggle value={gameMode} onChange={onGameModeChange} />
    </FormSection>
  );
}

interface OpponentDataSectionProps {
  opponent: TUserSummary | null;
  onOpponentChange: (opponent: TUserSummary | null) => void;
  myId: string;
  /** The form was sent without an opponent. */
  isMissing: boolean;
  values: AddGameValues;
  set: (patch: Partial<AddGameValues>) => void;
}

/** The opponent, found by name, and their score and sinks. */
function OpponentDataSection({ opponent, onOpponentChange, myId, isMissing, values, set }: OpponentDataSectionProps) {
  const t = useT();
  return (
    <FormSection id="add-opponent-data" title={t('games.post.opponentData')}>
      <OpponentSearch
        value={opponent}
        onChange={onOpponentChange}
        excludeIds={[myId]}
        error={isMissing}
        helperText={opponent ? ' ' : t('games.post.opponentRequired')}
      />
      <Box sx={pairSx}>
        <ScoreField
          label={t('games.post.opponentScore')}
          value={values.opponentScore}
          max={maxScore(values.gameMode)}
          onChange={(opponentScore) => set({ opponentScore })}
        />
        <ScoreField
          label={t('games.post.opponentSinks')}
          value={values.opponentSinks}
          max={maxSinks('opponent')}
          onChange={(opponentSinks) => set({ opponentSinks })}
        />
      </Box>
    </FormSection>
  );
}
