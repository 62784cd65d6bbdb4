import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { GAME_MODE_LABELS, GAME_MODES, GAME_TYPE_LABELS, SOLO_GAME_TYPES } from '@caps/domain/enums';
import { errorText } from '../../api/api-error.ts';
import { usePostSoloGame } from '../../api/games.ts';
import type { TUserSummary } from '../../api/users.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import {
  OPPONENT_REQUIRED,
  gameRuleProblem,
  maxScore,
  maxSinks,
  toSoloGameBody,
  withGameMode,
  type AddGameValues,
} from './add-game-rules.ts';
import { OpponentSearch } from './OpponentSearch.tsx';
import { PointsAtStake } from './PointsAtStake.tsx';
import { ScoreField } from './ScoreField.tsx';

export interface AddGameFormProps {
  /** The game type when the page fixes it; otherwise the form asks for it. */
  gameType?: TSoloGameType;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

const initialValues: AddGameValues = { gameMode: 'SUDDEN_DEATH', myScore: 0, mySinks: 0, opponentScore: 0, opponentSinks: 0 };

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <Typography id={id} variant="h4" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

const pairSx = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 } as const;
const toggleSx = { '& .MuiToggleButton-root': { flex: 1, minHeight: 48, fontWeight: 650, textTransform: 'none' } } as const;

/**
 * Post a singles-style game: game data, your score and sinks, the opponent and their score and sinks, the points at
 * stake. Built for a phone first: one column, big selects with steppers, the opponent search first and the submit
 * button pinned within thumb reach.
 */
export function AddGameForm({ gameType: fixedType, onCancel }: AddGameFormProps) {
  const { state } = useAuth();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const postGame = usePostSoloGame();
  const { busy, run: submitOnce } = useSingleFlight();
  const [chosenType, setChosenType] = useState<TSoloGameType>(fixedType ?? 'SINGLES');
  const [values, setValues] = useState<AddGameValues>(initialValues);
  const [opponent, setOpponent] = useState<TUserSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const gameType = fixedType ?? chosenType;
  const myId = state.userId ?? '';
  const scoreMax = maxScore(values.gameMode);

  const set = (patch: Partial<AddGameValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(send);
  };

  const send = async () => {
    if (!opponent) {
      setProblem(OPPONENT_REQUIRED);
      return;
    }
    const body = toSoloGameBody(values, myId, opponent.id);
    const ruleProblem = gameRuleProblem(body);
    if (ruleProblem) {
      setProblem(ruleProblem);
      return;
    }
    try {
      await postGame.mutateAsync({ gameType, body });
      showAlert('Game posted', 'success');
      await navigate('/');
    } catch (error) {
      const message = errorText(error, 'Failed to post the game');
      setProblem(message);
      showAlert(message, 'error');
    }
  };

  const gameData = (
    <Section key="game" id="add-game-data" title="Game Data">
      {!fixedType && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          aria-label="Game type"
          value={chosenType}
          onChange={(_event, next: TSoloGameType | null) => {
            if (next) setChosenType(next);
          }}
          sx={toggleSx}
        >
          {SOLO_GAME_TYPES.map((t) => (
            <ToggleButton key={t} value={t} sx={{ gap: 1 }}>
              <GameTypeIcon gameType={t} fontSize="small" />
              {GAME_TYPE_LABELS[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label="Game mode"
        value={values.gameMode}
        onChange={(_event, next: TGameMode | null) => {
          if (!next) return;
          setValues((v) => withGameMode(v, next));
          setProblem(null);
        }}
        sx={toggleSx}
      >
        {GAME_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode}>
            {GAME_MODE_LABELS[mode]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Section>
  );

  const playerData = (
    <Section key="player" id="add-player-data" title="Player data" subtitle={state.username ?? undefined}>
      <Box sx={pairSx}>
        <ScoreField label="Your score" value={values.myScore} max={scoreMax} onChange={(myScore) => set({ myScore })} />
        <ScoreField label="Your sinks" value={values.mySinks} max={maxSinks('own')} onChange={(mySinks) => set({ mySinks })} />
      </Box>
    </Section>
  );

  const opponentData = (
    <Section key="opponent" id="add-opponent-data" title="Opponent data">
      <OpponentSearch
        value={opponent}
        onChange={(user) => {
          setOpponent(user);
          setProblem(null);
        }}
        excludeIds={[myId]}
        error={problem === OPPONENT_REQUIRED}
        helperText={opponent ? ' ' : OPPONENT_REQUIRED}
      />
      <Box sx={pairSx}>
        <ScoreField label="Opponent score" value={values.opponentScore} max={scoreMax} onChange={(opponentScore) => set({ opponentScore })} />
        <ScoreField label="Opponent sinks" value={values.opponentSinks} max={maxSinks('opponent')} onChange={(opponentSinks) => set({ opponentSinks })} />
      </Box>
    </Section>
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label="Add a game" sx={{ maxWidth: 560, mx: 'auto', overflow: 'visible' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: { xs: 2, sm: 3 } }}>
        {/* On a phone the opponent comes first: it is the one thing that needs typing. */}
        {isPhone ? [opponentData, gameData, playerData] : [gameData, playerData, opponentData]}
        {opponent && <PointsAtStake gameType={gameType} myId={myId} opponent={opponent} />}
      </Box>
      <Box
        sx={{
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          pt: 1.5,
          pb: { xs: 'calc(12px + env(safe-area-inset-bottom))', sm: 3 },
          bgcolor: 'background.paper',
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
          borderBottomLeftRadius: (t) => t.layout.cardRadius,
          borderBottomRightRadius: (t) => t.layout.cardRadius,
        }}
      >
        {problem && problem !== OPPONENT_REQUIRED && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {onCancel && (
            <Button variant="outlined" color="inherit" size="large" onClick={onCancel} sx={{ flex: 1 }}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" size="large" disabled={!opponent || busy} sx={{ flex: 2, minHeight: 52 }}>
            Add a game
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
