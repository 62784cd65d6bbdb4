import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TGameType, TTournamentCandidate } from '@caps/domain';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import type { TCompetitor } from './tournament-rules.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCandidates } from './tournaments-api.ts';
import { useT } from '../../i18n/use-t.ts';

/** What the picker reads of the competitor card's props (CompetitorsCard passes them all). */
interface CompetitorPickerProps {
  gameType: TGameType;
  tournamentId: string;
  competitors: TCompetitor[];
  maxCompetitors: number;
  onChange: (competitors: TCompetitor[]) => void;
}

/** The owner's search for players (or teams) to add, above the competitor list. */
export function CompetitorPicker({
  gameType,
  tournamentId,
  competitors,
  maxCompetitors,
  onChange,
}: CompetitorPickerProps) {
  const t = useT();
  const { showAlert } = useAlert();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, UI_LIMITS.searchDebounceMs);
  const candidates = useCandidates(gameType, tournamentId, debounced);
  const taken = new Set(competitors.map((c) => c.id));
  const options = (candidates.data ?? []).filter((c) => !taken.has(c.id));
  const label = t(
    gameType === 'DOUBLES' ? 'tournaments.competitors.selectTeam' : 'tournaments.competitors.selectPlayer',
  );

  const add = (candidate: TTournamentCandidate | null) => {
    if (!candidate || taken.has(candidate.id)) return;
    if (competitors.length >= maxCompetitors) {
      showAlert(t('tournaments.competitors.tooMany'), 'warning');
      return;
    }
    onChange([
      ...competitors,
      { id: candidate.id, name: candidate.name, avatarHash: candidate.avatarHash, isTeam: gameType === 'DOUBLES' },
    ]);
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
      noOptionsText={t(text.trim() ? 'search.noResults' : 'search.typeName')}
      loadingText={t('search.searching')}
      blurOnSelect={false}
      clearOnBlur={false}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
      sx={{ mb: 1.5 }}
    />
  );
}
