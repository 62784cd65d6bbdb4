import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TSlots } from './picks-draft.ts';
import type { TCompetitor } from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export interface PickedSeedingCardProps {
  slots: TSlots;
  competitors: TCompetitor[];
  onPlace: (coordinate: number, slot: 1 | 2, competitorId: string | null) => void;
}

/**
 * The form way to place competitors for PICKED seeding: one select per first-row slot. Dragging players onto the
 * bracket (mouse, touch, or the keyboard through picked-dnd.tsx) does the same.
 */
export function PickedSeedingCard({ slots, competitors, onPlace }: PickedSeedingCardProps) {
  const t = useT();
  const names = new Map(competitors.map((c) => [c.id, c.name]));
  const placedAt = new Map<string, string>();
  [...slots].forEach(([, pair], i) =>
    pair.forEach((id) => id && placedAt.set(id, t('tournaments.seeding.matchLower', { n: i + 1 }))),
  );
  return (
    <Card component="section" aria-labelledby="seeding-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="seeding-title" variant="h2" sx={{ mb: 0.5 }}>
        {t('tournaments.seeding.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tournaments.seeding.hint')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {[...slots].map(([coordinate, pair], i) => (
          <Box key={coordinate} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="h6" color="text.secondary" sx={{ mb: 1 }}>
              {t('tournaments.seeding.match', { n: i + 1 })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {([1, 2] as const).map((slot) => {
                const value = pair[slot - 1] ?? '';
                return (
                  <TextField
                    key={slot}
                    select
                    size="small"
                    label={t('tournaments.seeding.slot', { n: i + 1, slot })}
                    value={names.has(value) ? value : ''}
                    onChange={(e) => onPlace(coordinate, slot, e.target.value === '' ? null : e.target.value)}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    sx={{ flex: 1, minWidth: 0 }}
                  >
                    <MenuItem value="">
                      <em>{t('tournaments.seeding.empty')}</em>
                    </MenuItem>
                    {competitors.map((c) => {
                      const where = placedAt.get(c.id);
                      return (
                        <MenuItem key={c.id} value={c.id}>
                          {where && c.id !== value
                            ? t('tournaments.seeding.placedAt', { name: c.name, where })
                            : c.name}
                        </MenuItem>
                      );
                    })}
                  </TextField>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
