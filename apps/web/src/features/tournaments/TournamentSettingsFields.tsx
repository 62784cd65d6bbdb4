import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import type { TFormatSetup, TSettingSpec, TTournamentSettings } from '@caps/domain';
import { useT } from '../../i18n/use-t.ts';

/**
 * The values an integer setting may take: its range, less what the format's own check refuses next to the settings
 * listed before it (a later one follows an earlier one: the advancing count follows the group size).
 */
function choicesOf(
  setup: TFormatSetup,
  spec: Extract<TSettingSpec, { kind: 'integer' }>,
  settings: TTournamentSettings,
): number[] {
  const earlier: TTournamentSettings = {};
  for (const other of setup.settings.slice(0, setup.settings.indexOf(spec)))
    Object.assign(earlier, { [other.key]: settings[other.key] });
  return Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i).filter(
    (value) => !setup.checkSettings?.({ ...earlier, [spec.key]: value }),
  );
}

/** A value of another setting that no longer fits is moved to the nearest one that does (groups: advance below the size). */
function keepFitting(setup: TFormatSetup, settings: TTournamentSettings): TTournamentSettings {
  const next = { ...settings };
  for (const spec of setup.settings) {
    const value = next[spec.key];
    if (spec.kind !== 'integer' || typeof value !== 'number') continue;
    const choices = choicesOf(setup, spec, next);
    if (!choices.includes(value))
      next[spec.key] = choices.reduce(
        (best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best),
        choices[0] ?? value,
      );
  }
  return next;
}

export interface TournamentSettingsFieldsProps {
  setup: TFormatSetup;
  settings: TTournamentSettings;
  onChange: (settings: TTournamentSettings) => void;
  /** Whether the competitors are teams, for the texts. */
  teams: boolean;
}

/** The chosen format's settings (from its setup in the domain), each with its one-line help. */
export function TournamentSettingsFields({ setup, settings, onChange, teams }: TournamentSettingsFieldsProps) {
  const t = useT();
  const change = (key: TSettingSpec['key'], value: number | boolean | undefined) =>
    onChange(keepFitting(setup, { ...settings, [key]: value }));
  return (
    <>
      {setup.settings.map((spec) => {
        const label = t(`setting.${spec.key}`);
        if (spec.kind === 'boolean') {
          const help = t(`tournaments.setting.${spec.key}.${teams ? 'helpTeams' : 'help'}`);
          return (
            <Box key={spec.key}>
              <FormControlLabel
                control={
                  <Switch
                    checked={settings[spec.key] ?? spec.default}
                    onChange={(e) => change(spec.key, e.target.checked)}
                  />
                }
                label={label}
              />
              <FormHelperText sx={{ mt: 0, mx: 1.75 }}>{help}</FormHelperText>
            </Box>
          );
        }
        // The help says the setting's range as the domain sets it.
        const help = t(`tournaments.setting.${spec.key}.${teams ? 'helpTeams' : 'help'}`, {
          min: spec.min,
          max: spec.max,
        });
        const value = settings[spec.key];
        return (
          <TextField
            key={spec.key}
            select
            label={label}
            value={value === undefined ? 'auto' : String(value)}
            onChange={(e) => change(spec.key, e.target.value === 'auto' ? undefined : Number(e.target.value))}
            helperText={help}
          >
            {spec.default === null && <MenuItem value="auto">{t('tournaments.create.automatic')}</MenuItem>}
            {choicesOf(setup, spec, settings).map((n) => (
              <MenuItem key={n} value={String(n)}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </>
  );
}
