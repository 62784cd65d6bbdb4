import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { GAME_MODES, SOLO_GAME_TYPES } from '@caps/domain/enums';
import { usePostSoloGame } from '../../api/games.ts';
import type { TUserSummary } from '../../api/users.ts';
import { useAuth } from '../auth/index.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { FormCard, FormSection, formToggleSx } from '../../ui/forms/FormCard.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { gameRuleProblem, maxScore, maxSinks, toSoloGameBody, withGameMode, type AddGameValues } from './add-game-rules.ts';
import { OpponentSearch } from '../users/index.ts';
import { PointsAtStake } from './PointsAtStake.tsx';
import { ScoreField } from './ScoreField.tsx';
import { usePostGame } from './use-post-game.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface AddGameFormProps {
  /** The game type when the page fixes it; otherwise the form asks for it. */
  gameType?: TSoloGameType;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

const initialValues: AddGameValues = { gameMode: 'SUDDEN_DEATH', myScore: 0, mySinks: 0, opponentScore: 0, opponentSinks: 0 };

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
  const scoreMax = maxScore(values.gameMode);
  const opponentRequired = t('games.post.opponentRequired');

  const set = (patch: Partial<AddGameValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblem(null);
  };

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
    await postAndGoHome((confirmRepeat) => postGame.mutateAsync({ gameType, body: confirmRepeat ? { ...body, confirmRepeat } : body }), gameType);
  };

  const gameData = (
    <FormSection key="game" id="add-game-data" title={t('games.post.gameData')}>
      {!fixedType && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          aria-label={t('games.post.gameType')}
          value={chosenType}
          onChange={(_event, next: TSoloGameType | null) => {
            if (next) setChosenType(next);
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
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label={t('games.post.gameMode')}
        value={values.gameMode}
        onChange={(_event, next: TGameMode | null) => {
          if (!next) return;
          setValues((v) => withGameMode(v, next));
          setProblem(null);
        }}
        sx={formToggleSx}
      >
        {GAME_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode}>
            {t(`gameMode.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormSection>
  );

  const playerData = (
    <FormSection key="player" id="add-player-data" title={t('games.post.playerData')} subtitle={state.username ?? undefined}>
      <Box sx={pairSx}>
        <ScoreField label={t('games.post.yourScore')} value={values.myScore} max={scoreMax} onChange={(myScore) => set({ myScore })} />
        <ScoreField label={t('games.post.yourSinks')} value={values.mySinks} max={maxSinks('own')} onChange={(mySinks) => set({ mySinks })} />
      </Box>
    </FormSection>
  );

  const opponentData = (
    <FormSection key="opponent" id="add-opponent-data" title={t('games.post.opponentData')}>
      <OpponentSearch
        value={opponent}
        onChange={(user) => {
          setOpponent(user);
          setProblem(null);
        }}
        excludeIds={[myId]}
        error={problem === opponentRequired}
        helperText={opponent ? ' ' : opponentRequired}
      />
      <Box sx={pairSx}>
        <ScoreField label={t('games.post.opponentScore')} value={values.opponentScore} max={scoreMax} onChange={(opponentScore) => set({ opponentScore })} />
        <ScoreField label={t('games.post.opponentSinks')} value={values.opponentSinks} max={maxSinks('opponent')} onChange={(opponentSinks) => set({ opponentSinks })} />
      </Box>
    </FormSection>
  );

  return (
    <>
      <FormCard
        label={t('games.post.submit')}
        maxWidth={560}
        onSubmit={() => void submitOnce(send)}
        footer={{ error: problem === opponentRequired ? null : problem, submitLabel: t('games.post.submit'), disabled: !opponent || busy, onCancel }}
      >
        {/* On a phone the opponent comes first: it is the one thing that needs typing. */}
        {isPhone ? [opponentData, gameData, playerData] : [gameData, playerData, opponentData]}
        {opponent && <PointsAtStake gameType={gameType} myId={myId} opponent={opponent} />}
      </FormCard>
      {repeatDialog}
    </>
  );
}
