import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import { useSearchParams } from 'react-router';
import type { TSearchType } from '@caps/domain';
import { SEARCH_TYPES } from '@caps/domain/enums';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useSearch } from '../../api/players.ts';
import { useAuth } from '../auth/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { SearchResultCard } from './SearchResultCard.tsx';
import { useT } from '../../i18n/use-t.ts';

const CHIPS: readonly TSearchType[] = ['all', 'player', 'team'];

function SearchResults({ searchType, text }: { searchType: TSearchType; text: string }) {
  const t = useT();
  const { state } = useAuth();
  const results = useSearch(searchType, text);
  if (text === '') {
    return (
      <EmptyState title={t('search.start')} icon={<Search fontSize="inherit" />} description={t('search.startHint')} />
    );
  }
  if (results.isPending) return <Loading label={t('search.searching')} />;
  if (results.isError) {
    // Search failures are only logged (SPEC.md §8); the page says what it can.
    return (
      <Alert severity="error" role="alert">
        {t('search.failed')}
      </Alert>
    );
  }
  if (results.data.length === 0) return <EmptyState title={t('search.none')} icon={<SearchOff fontSize="inherit" />} />;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('search.results')}
      aria-busy={results.isPlaceholderData}
      sx={{ listStyle: 'none', m: 0, p: 0, opacity: results.isPlaceholderData ? 0.6 : 1 }}
    >
      {results.data.map((result) => (
        <SearchResultCard
          key={`${result.type}-${result.id}`}
          result={result}
          myId={state.isAuthenticated ? state.userId : null}
        />
      ))}
    </Stack>
  );
}

/** /search: players and teams by name, 300 ms after typing stops; `?q=` and `?type=` keep the search on going back. */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [searchType, setSearchType] = useState<TSearchType>(
    () => SEARCH_TYPES.find((t) => t === params.get('type')) ?? 'all',
  );
  const debounced = useDebouncedValue(text.trim(), UI_LIMITS.searchDebounceMs);

  useEffect(() => {
    const next = new URLSearchParams();
    if (debounced) next.set('q', debounced);
    if (searchType !== 'all') next.set('type', searchType);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [debounced, searchType, params, setParams]);

  return (
    <Page width="reading">
      <PageTitle title={t('search.title')} icon={<Search />} />
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': t('search.field'), type: 'search', enterKeyHint: 'search', maxLength: 50 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="group" aria-label={t('search.what')} sx={{ display: 'flex', gap: 1, mt: 2, mb: 3 }}>
        {CHIPS.map((chip) => {
          const selected = chip === searchType;
          return (
            <Chip
              key={chip}
              label={t(`search.type.${chip}`)}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => setSearchType(chip)}
              sx={{ minHeight: 44, px: 1, fontWeight: 700, borderRadius: 999 }}
            />
          );
        })}
      </Box>
      <SearchResults searchType={searchType} text={debounced} />
    </Page>
  );
}
