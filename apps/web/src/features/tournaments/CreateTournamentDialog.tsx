import { useState, type Dispatch, type SetStateAction } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ZCreateTournament, type TGameType, type TTournamentSettings, type TTournamentView } from '@caps/domain';
import { GAME_TYPES, TOURNAMENT_TYPES } from '@caps/domain/enums';
import { errorText } from '../../api/api-error.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useCreateTournament } from './tournaments-api.ts';
import { FORMAT_SETUPS, settingsWithDefaults } from '@caps/domain/brackets/formats/setups';
import {
  changeTournamentType,
  formatLabel,
  placesFor,
  seedTypeLabel,
  sizeCodeOf,
  type TSetupChoice,
} from './tournament-rules.ts';
import { TournamentSettingsFields } from './TournamentSettingsFields.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localMessage } from '../../i18n/domain-messages.ts';

/** The option a select's string value names (the menus only offer these, so the fallback never shows). */
function optionOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((o) => o === value) ?? fallback;
}

const INITIAL: TSetupChoice = { tournamentType: 'SINGLE_ELIMINATION', places: 8, seedType: 'RANDOM' };
const INITIAL_SETTINGS = settingsWithDefaults(INITIAL.tournamentType);

export interface CreateTournamentDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (tournament: TTournamentView) => void;
}

/** The dialog's state, its reset on closing, and its submitting (the name checked as the server will). */
function useCreateTournamentForm({ onClose, onCreated }: Pick<CreateTournamentDialogProps, 'onClose' | 'onCreated'>) {
  const t = useT();
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [gameType, setGameType] = useState<TGameType>('SINGLES');
  const [choice, setChoice] = useState<TSetupChoice>(INITIAL);
  const [settings, setSettings] = useState<TTournamentSettings>(INITIAL_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  // Self-service (issue 27): players register themselves; capacity and closing time are in the tournament's settings.
  const [registrationOpen, setRegistrationOpen] = useState(false);

  const close = () => {
    setName('');
    setNameError(null);
    setError(null);
    setChoice(INITIAL);
    setSettings(INITIAL_SETTINGS);
    setGameType('SINGLES');
    setRegistrationOpen(false);
    onClose();
  };

  const submit = async () => {
    const body = ZCreateTournament.safeParse({
      tournamentName: name,
      tournamentType: choice.tournamentType,
      seedType: choice.seedType,
      size: sizeCodeOf(choice),
      settings,
      ...(registrationOpen ? { registrationOpen } : {}),
    });
    if (!body.success) {
      const issue = body.error.issues[0]?.message;
      setNameError(issue ? localMessage(issue) : t('tournaments.create.invalidName'));
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync({ gameType, body: body.data });
      close();
      onCreated(created);
    } catch (e) {
      setError(errorText(e, t('tournaments.create.failed')));
    }
  };

  const changeName = (value: string) => {
    setName(value);
    if (nameError) setNameError(null);
  };

  return {
    name,
    changeName,
    nameError,
    gameType,
    setGameType,
    choice,
    setChoice,
    settings,
    setSettings,
    registrationOpen,
    setRegistrationOpen,
    error,
    busy: create.isPending,
    close,
    submit,
  };
}

/**
 * 'Create new' (admins): name, format (each explained in a line), game type, size and seed type with the rules of
 * SPEC.md §5, and the format's settings; every option comes from the format's setup in the domain.
 */
export function CreateTournamentDialog({ open, onClose, onCreated }: CreateTournamentDialogProps) {
  const t = useT();
  const form = useCreateTournamentForm({ onClose, onCreated });

  return (
    <FormDialog
      open={open}
      onClose={form.close}
      title={t('tournaments.create.title')}
      fullScreenOnPhone
      onSubmit={() => void form.submit()}
      primary={{ label: t('tournaments.create.submit') }}
      busy={form.busy}
    >
      <DialogFields error={form.error} spacing={2}>
        <TextField
          label={t('tournaments.create.name')}
          value={form.name}
          autoFocus
          onChange={(e) => form.changeName(e.target.value)}
          error={Boolean(form.nameError)}
          helperText={form.nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <FormatFields
          choice={form.choice}
          setChoice={form.setChoice}
          setSettings={form.setSettings}
          gameType={form.gameType}
          setGameType={form.setGameType}
        />
        <TournamentSettingsFields
          setup={FORMAT_SETUPS[form.choice.tournamentType]}
          settings={form.settings}
          onChange={form.setSettings}
          teams={form.gameType === 'DOUBLES'}
        />
        <FormControlLabel
          control={
            <Switch checked={form.registrationOpen} onChange={(e) => form.setRegistrationOpen(e.target.checked)} />
          }
          label={t('selfService.create.registrationOpen')}
        />
      </DialogFields>
    </FormDialog>
  );
}

/** The format, game type, size and seed type selects; a new format resets the size, seed type and settings to fit. */
function FormatFields({
  choice,
  setChoice,
  setSettings,
  gameType,
  setGameType,
}: {
  choice: TSetupChoice;
  setChoice: Dispatch<SetStateAction<TSetupChoice>>;
  setSettings: (settings: TTournamentSettings) => void;
  gameType: TGameType;
  setGameType: (gameType: TGameType) => void;
}) {
  const t = useT();
  const places = placesFor(choice.tournamentType);
  return (
    <>
      <TextField
        select
        label={t('tournaments.create.type')}
        value={choice.tournamentType}
        onChange={(e) => {
          const tournamentType = optionOf(TOURNAMENT_TYPES, e.target.value, choice.tournamentType);
          setChoice((c) => changeTournamentType(c, tournamentType));
          setSettings(settingsWithDefaults(tournamentType));
        }}
        helperText={t(`format.${choice.tournamentType}.about`)}
      >
        {TOURNAMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {formatLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('tournaments.create.gameType')}
        value={gameType}
        onChange={(e) => setGameType(optionOf(GAME_TYPES, e.target.value, gameType))}
      >
        {GAME_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`gameType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {places.length > 0 && (
        <TextField
          select
          label={t(gameType === 'DOUBLES' ? 'tournaments.create.teamCount' : 'tournaments.create.playerCount')}
          value={choice.places}
          onChange={(e) => setChoice((c) => ({ ...c, places: Number(e.target.value) }))}
        >
          {places.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={t('tournaments.create.seedType')}
        value={choice.seedType}
        onChange={(e) =>
          setChoice((c) => ({
            ...c,
            seedType: optionOf(FORMAT_SETUPS[c.tournamentType].seedTypes, e.target.value, c.seedType),
          }))
        }
      >
        {FORMAT_SETUPS[choice.tournamentType].seedTypes.map((s) => (
          <MenuItem key={s} value={s}>
            {seedTypeLabel(s)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
