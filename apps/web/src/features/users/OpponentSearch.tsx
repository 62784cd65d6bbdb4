import Box from '@mui/material/Box';
import { useApi } from '../../api/api-context.tsx';
import { rememberOpponent, rememberPlayers } from '../../api/known-players.ts';
import { searchUsers, userSearchKey, type TUserSummary } from '../../api/users.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { SearchSelect } from '../../ui/SearchSelect.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface OpponentSearchProps {
  value: TUserSummary | null;
  onChange: (user: TUserSummary | null) => void;
  /** Players who may not be chosen: yourself, and anyone already picked. */
  excludeIds: readonly string[];
  label?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

/** Finds a player by name (5 results, 300 ms pause); leaves out `excludeIds`. */
export function OpponentSearch({
  value,
  onChange,
  excludeIds,
  label,
  helperText,
  error,
  disabled,
}: OpponentSearchProps) {
  const t = useT();
  const api = useApi();
  return (
    <SearchSelect<TUserSummary>
      label={label ?? t('users.search.opponent')}
      value={value}
      onChange={(user) => {
        // Known on this phone from now on, for the live game's offline opponent search.
        if (user) rememberOpponent(user);
        onChange(user);
      }}
      queryKey={userSearchKey}
      fetchOptions={async (text, signal) => {
        const users = await searchUsers(api, text, signal);
        rememberPlayers(users);
        return users;
      }}
      filterOptions={(users) => users.filter((u) => !excludeIds.includes(u.id))}
      getOptionKey={(u) => u.id}
      getOptionLabel={(u) => u.username}
      renderOption={(u) => (
        <>
          {/* The name follows; the picture adds nothing for screen readers. */}
          <Box component="span" aria-hidden sx={{ display: 'flex' }}>
            <Avatar username={u.username} avatarHash={u.avatarHash} size="tiny" />
          </Box>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {u.username}
          </Box>
        </>
      )}
      renderValueIcon={(u) => (
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          <Avatar username={u.username} avatarHash={u.avatarHash} size="tiny" />
        </Box>
      )}
      helperText={helperText}
      error={error}
      disabled={disabled}
    />
  );
}
