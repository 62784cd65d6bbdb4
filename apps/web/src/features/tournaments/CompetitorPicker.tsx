import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TTournamentCandidate } from '@caps/domain';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import type { CompetitorsCardProps } from './CompetitorsCard.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCandidates } from './tournaments-api.ts';

/** The owner's search for players (or teams) to add, above the competitor list. */
export function CompetitorPicker({ gameType, tournamentId, competitors, maxCompetitors, onChange }: CompetitorsCardProps) {
  const { showAlert } = useAlert();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, UI_LIMITS.searchDebounceMs);
  const candidates = useCandidates(gameType, tournamentId, debounced);
  const taken = new Set(competitors.map((c) => c.id));
  const options = (candidates.data ?? []).filter((c) => !taken.has(c.id));
  const label = gameType === 'DOUBLES' ? 'Select Team' : 'Select Player';

  const add = (candidate: TTournamentCandidate | null) => {
    if (!candidate || taken.has(candidate.id)) return;
    if (competitors.length >= maxCompetitors) {
      showAlert('Too many players', 'warning');
      return;
    }
    onChange([...competitors, { id: candidate.id, name: candidate.name, avatarHash: candidate.avatarHash, isTeam: gameType === 'DOUBLES' }]);
    setText('');
  };

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_e, value) => add(value)}
      getOptionLabel={(o) => o.name}
      filterOptions={(o) => o}
      loading={candidates.isFetching}
      noOptionsText={text.trim() ? 'No results' : 'Type in a name'}
      loadingText="Searching..."
      blurOnSelect={false}
      clearOnBlur={false}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
      sx={{ mb: 1.5 }}
    />
  );
}
