import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ZCreateTournament, type TGameType, type TTournamentSettings, type TTournamentView } from '@caps/domain';
import { GAME_TYPE_LABELS, GAME_TYPES, TOURNAMENT_TYPES } from '@caps/domain/enums';
import { errorText } from '../../api/api-error.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useCreateTournament } from './tournaments-api.ts';
import { FORMAT_SETUPS, settingsWithDefaults } from '@caps/domain/brackets/formats/setups';
import { changeTournamentType, formatLabel, placesFor, SEED_TYPE_LABELS, sizeCodeOf, type TSetupChoice } from './tournament-rules.ts';
import { TournamentSettingsFields } from './TournamentSettingsFields.tsx';

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

/**
 * 'Create new' (admins): name, format (each explained in a line), game type, size and seed type with the rules of
 * SPEC.md §5, and the format's settings; every option comes from the format's setup in the domain.
 */
export function CreateTournamentDialog({ open, onClose, onCreated }: CreateTournamentDialogProps) {
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [gameType, setGameType] = useState<TGameType>('SINGLES');
  const [choice, setChoice] = useState<TSetupChoice>(INITIAL);
  const [settings, setSettings] = useState<TTournamentSettings>(INITIAL_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  // Self-service (issue 27): players register themselves; capacity and closing time are in the tournament's settings.
  const [registrationOpen, setRegistrationOpen] = useState(false);
  const places = placesFor(choice.tournamentType);
  const setup = FORMAT_SETUPS[choice.tournamentType];

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

  const onSubmit = async () => {
    const body = ZCreateTournament.safeParse({
      tournamentName: name,
      tournamentType: choice.tournamentType,
      seedType: choice.seedType,
      size: sizeCodeOf(choice),
      settings,
      ...(registrationOpen ? { registrationOpen } : {}),
    });
    if (!body.success) {
      setNameError(body.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync({ gameType, body: body.data });
      close();
      onCreated(created);
    } catch (e) {
      setError(errorText(e, 'Failed to create the tournament'));
    }
  };

  return (
    <FormDialog open={open} onClose={close} title="Create tournament" fullScreenOnPhone onSubmit={() => void onSubmit()} primary={{ label: 'Create' }} busy={create.isPending}>
      <DialogFields error={error} spacing={2}>
        <TextField
          label="Name"
          value={name}
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            if (nameError) setNameError(null);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          select
          label="Type"
          value={choice.tournamentType}
          onChange={(e) => {
            const tournamentType = optionOf(TOURNAMENT_TYPES, e.target.value, choice.tournamentType);
            setChoice((c) => changeTournamentType(c, tournamentType));
            setSettings(settingsWithDefaults(tournamentType));
          }}
          helperText={setup.description}
        >
          {TOURNAMENT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {formatLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Game type" value={gameType} onChange={(e) => setGameType(optionOf(GAME_TYPES, e.target.value, gameType))}>
          {GAME_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {GAME_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        {places.length > 0 && (
          <TextField
            select
            label={gameType === 'DOUBLES' ? 'Team count' : 'Player count'}
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
          label="Seed type"
          value={choice.seedType}
          onChange={(e) => setChoice((c) => ({ ...c, seedType: optionOf(FORMAT_SETUPS[c.tournamentType].seedTypes, e.target.value, c.seedType) }))}
        >
          {FORMAT_SETUPS[choice.tournamentType].seedTypes.map((s) => (
            <MenuItem key={s} value={s}>
              {SEED_TYPE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TournamentSettingsFields setup={setup} settings={settings} onChange={setSettings} noun={gameType === 'DOUBLES' ? 'teams' : 'players'} />
        <FormControlLabel control={<Switch checked={registrationOpen} onChange={(e) => setRegistrationOpen(e.target.checked)} />} label="Players can register themselves" />
      </DialogFields>
    </FormDialog>
  );
}
