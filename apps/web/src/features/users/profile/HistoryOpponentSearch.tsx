import Box from '@mui/material/Box';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from '../../../api/api-context.tsx';
import type { ApiClient } from '../../../api/client.ts';
import { endpointKey } from '../../../api/endpoint-query.ts';
import { searchUsers, userSearchKey } from '../../../api/users.ts';
import { useAuth } from '../../auth/index.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** A player the history can be narrowed to. */
export interface HistoryOpponent {
  id: string;
  username: string;
  avatarHash?: string | null;
}

const publicSearch = (text: string) => ({ query: { searchType: 'player' as const, searchString: text } });

/** The cache key of `searchPlayersPublicly` (it keeps the first few players, mapped). */
const publicSearchKey = (text: string) =>
  [...endpointKey('search.all', publicSearch(text)), 'history-opponents'] as const;

/** Visitors cannot use the signed-in user search: they get the public player search instead. */
async function searchPlayersPublicly(api: ApiClient, text: string, signal: AbortSignal): Promise<HistoryOpponent[]> {
  const results = await api.call('search.all', { ...publicSearch(text), signal, auth: false });
  return results.slice(0, LIMITS.opponentSearchResults).map((r) => ({ id: r.id, username: r.name }));
}

export interface HistoryOpponentSearchProps {
  /** The profile's owner, who is never their own opponent. */
  ownerId: string;
  value: HistoryOpponent | null;
  onChange: (opponent: HistoryOpponent | null) => void;
}

/** The history's opponent typeahead (5 results, 300 ms pause), leaving out the profile's owner. */
export function HistoryOpponentSearch({ ownerId, value, onChange }: HistoryOpponentSearchProps) {
  const t = useT();
  const api = useApi();
  const { state } = useAuth();
  const signedIn = state.isAuthenticated;
  return (
    <SearchSelect<HistoryOpponent>
      label={t('users.history.opponent')}
      value={value}
      onChange={onChange}
      queryKey={(text) => (signedIn ? userSearchKey(text) : publicSearchKey(text))}
      fetchOptions={(text, signal) =>
        signedIn ? searchUsers(api, text, signal) : searchPlayersPublicly(api, text, signal)
      }
      filterOptions={(options) => options.filter((o) => o.id !== ownerId)}
      getOptionKey={(o) => o.id}
      getOptionLabel={(o) => o.username}
      renderOption={(o) => (
        <>
          <Avatar username={o.username} avatarHash={o.avatarHash} size="tiny" />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {o.username}
          </Box>
        </>
      )}
      renderValueIcon={(o) => <Avatar username={o.username} avatarHash={o.avatarHash} size="tiny" />}
      helperText={t('users.history.opponentHint')}
    />
  );
}
