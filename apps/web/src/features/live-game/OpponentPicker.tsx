import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@caps/domain/limits';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useApi } from '../../api/api-context.tsx';
import { ApiError } from '../../api/api-error.ts';
import { findKnownPlayers, recentOpponents, rememberOpponent, rememberPlayers } from '../../api/known-players.ts';
import { searchUsers, userSearchKey, type TUserSummary } from '../../api/users.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useT } from '../../i18n/use-t.ts';

export interface OpponentPickerProps {
  myId: string;
  value: TUserSummary | null;
  onChange: (opponent: TUserSummary | null) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * Opponent search (SPEC.md §2 "Opponent search"): searches 300 ms after the typing stops, shows the first five players
 * without yourself; arrow keys move the selection and Enter picks. Without signal (a game often ends in a cellar) it
 * searches the players known on this phone instead, and before anything is typed it offers the recent opponents.
 */
export function OpponentPicker({ myId, value, onChange, disabled = false, error }: OpponentPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const { typed, results, offline, waiting, failed } = useOpponentResults(myId, text);

  if (value) return <ChosenOpponent value={value} disabled={disabled} onChange={onChange} />;

  const pick = (user: TUserSummary | undefined) => {
    if (!user) return;
    rememberOpponent(user);
    onChange(user);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') pick(results[active]);
    else return;
    event.preventDefault();
  };

  const status = pickerStatus(t, typed, results.length, { waiting, offline, failed });

  return (
    <Box>
      <TextField
        label={t('liveGame.opponent')}
        placeholder={t('liveGame.picker.typeName')}
        value={text}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            style: { fontSize: '1.125rem', minHeight: 32 },
          },
        }}
      />
      {status ? (
        <Typography role="status" sx={{ mt: 1, color: 'text.secondary' }}>
          {status}
        </Typography>
      ) : null}
      {!waiting && results.length > 0 && (
        <List
          id={listId}
          role="listbox"
          aria-label={typed === '' ? t('liveGame.picker.recent') : t('liveGame.picker.found')}
          sx={{ mt: 0.5 }}
        >
          {results.map((user, i) => (
            <ListItemButton
              key={user.id}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              onClick={() => pick(user)}
              sx={{ minHeight: 56, gap: 1.5, borderRadius: 2 }}
            >
              <Avatar username={user.username} avatarHash={user.avatarHash} size="small" />
              <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{user.username}</Typography>
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/** What the picker says under the field: what to type, that it searches, or why there is nothing to pick; '' for nothing. */
function pickerStatus(
  t: ReturnType<typeof useT>,
  typed: string,
  found: number,
  { waiting, offline, failed }: { waiting: boolean; offline: boolean; failed: boolean },
): string {
  if (typed === '') return found > 0 ? t('liveGame.picker.typeOrRecent') : t('liveGame.picker.typeName');
  if (waiting) return t('liveGame.picker.searching');
  if (offline) return found > 0 ? t('liveGame.picker.offlineSaved') : t('liveGame.picker.offlineNone');
  if (failed) return t('liveGame.picker.failed');
  if (found === 0) return t('liveGame.picker.noResults');
  return '';
}

/** The players to offer for what is typed: recent opponents before typing, the server's answer, or without signal the players known on this phone. */
function useOpponentResults(myId: string, text: string) {
  const api = useApi();
  const query = useDebouncedValue(text.trim(), UI_LIMITS.searchDebounceMs);
  const search = useQuery({
    queryKey: userSearchKey(query),
    queryFn: ({ signal }) => searchUsers(api, query, signal),
    enabled: query !== '',
  });
  useEffect(() => {
    if (search.data) rememberPlayers(search.data);
  }, [search.data]);
  // Paused: the query waits for the browser to be online; status 0: the server could not be reached.
  const offline =
    search.fetchStatus === 'paused' || (search.failureReason instanceof ApiError && search.failureReason.status === 0);
  const typed = text.trim();
  const limit = LIMITS.opponentSearchResults;
  let results: TUserSummary[];
  if (typed === '') results = recentOpponents([myId], limit);
  else if (offline) results = findKnownPlayers(typed, [myId], limit);
  else results = (search.data ?? []).filter((u) => u.id !== myId).slice(0, limit);
  const waiting = typed !== '' && !offline && (query !== typed || search.isFetching);
  return { typed, results, offline, waiting, failed: search.isError };
}

/** The opponent chosen, with a button to choose another. */
function ChosenOpponent({
  value,
  disabled,
  onChange,
}: {
  value: TUserSummary;
  disabled: boolean;
  onChange: (opponent: TUserSummary | null) => void;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Avatar username={value.username} avatarHash={value.avatarHash} size="small" />
      <Typography sx={{ flex: 1, fontSize: '1.25rem', fontWeight: 700 }} data-testid="chosen-opponent">
        {value.username}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        sx={{ minHeight: 56 }}
        disabled={disabled}
        onClick={() => onChange(null)}
      >
        {t('liveGame.picker.change')}
      </Button>
    </Box>
  );
}
