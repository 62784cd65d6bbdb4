import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { UI_LIMITS } from './ui-constants.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useT } from '../i18n/use-t.ts';
import type { MessageKey } from '../i18n/message-types.ts';

export interface SearchSelectProps<T> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Cache key of one search text. */
  queryKey: (text: string) => QueryKey;
  /** Runs a search for a non-blank text. */
  fetchOptions: (text: string, signal: AbortSignal) => Promise<T[]>;
  getOptionKey: (option: T) => string;
  getOptionLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  /** Drops options that may not be chosen (e.g. yourself). */
  filterOptions?: (options: T[]) => T[];
  /** Shown in the field in front of the chosen value (e.g. its avatar). */
  renderValueIcon?: (value: T) => ReactNode;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

type Status = 'empty' | 'searching' | 'none' | 'results';

const STATUS_TEXT = {
  empty: 'search.typeName',
  searching: 'search.searching',
  none: 'search.noResults',
} as const satisfies Record<Exclude<Status, 'results'>, MessageKey>;

/**
 * A typeahead that searches after a 300 ms pause, shows 'Searching...', 'No results' or 'Type in a name', and picks
 * with the mouse, a tap, or the arrow keys and Enter (the WAI-ARIA combobox pattern).
 */
export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const {
    label,
    value,
    getOptionKey,
    getOptionLabel,
    renderOption,
    renderValueIcon,
    helperText,
    error,
    disabled,
    placeholder,
  } = props;
  const t = useT();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const state = useSearchSelectState(props);

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        inputRef={state.inputRef}
        label={label}
        value={state.shownText}
        placeholder={placeholder ?? t('search.typeName')}
        disabled={disabled}
        error={error}
        helperText={helperText ?? ' '}
        autoComplete="off"
        onChange={(event) => state.type(event.target.value)}
        onFocus={() => state.setOpen(true)}
        onBlur={() => state.setOpen(false)}
        onKeyDown={state.onKeyDown}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {value && renderValueIcon ? renderValueIcon(value) : <Search fontSize="small" />}
              </InputAdornment>
            ),
            endAdornment: value ? (
              <ClearAdornment field={label} onClear={state.clear} disabled={disabled} />
            ) : undefined,
          },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': state.showPopup,
            'aria-controls': state.showPopup ? listboxId : undefined,
            'aria-activedescendant':
              state.showPopup && state.status === 'results' && state.activeIndex >= 0
                ? optionId(state.activeIndex)
                : undefined,
            enterKeyHint: 'search',
          },
        }}
      />
      {state.showPopup && (
        <SearchPopup
          label={label}
          listboxId={listboxId}
          status={state.status}
          options={state.options}
          activeIndex={state.activeIndex}
          optionId={optionId}
          onHover={state.setActive}
          onChoose={state.choose}
          getOptionKey={getOptionKey}
          getOptionLabel={getOptionLabel}
          renderOption={renderOption}
        />
      )}
    </Box>
  );
}

/** The button that empties the field once something is picked. */
function ClearAdornment({ field, onClear, disabled }: { field: string; onClear: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <InputAdornment position="end">
      <IconButton aria-label={t('search.clear', { field })} onClick={onClear} edge="end" disabled={disabled}>
        <Close />
      </IconButton>
    </InputAdornment>
  );
}

/** The typed text, the open popup and the highlighted option, with what typing, picking, clearing and the keys do to them. */
function useSearchSelectState<T>({
  value,
  onChange,
  queryKey,
  fetchOptions,
  getOptionLabel,
  filterOptions,
  disabled,
}: SearchSelectProps<T>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (value ? getOptionLabel(value) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const trimmed = text.trim();
  const shownText = value ? getOptionLabel(value) : text;

  const { options, status } = useSearchOptions({ queryKey, fetchOptions, filterOptions, value, trimmed });
  const activeIndex = Math.min(active, options.length - 1);
  const showPopup = open && !value && !disabled;

  const choose = (option: T) => {
    onChange(option);
    setText(getOptionLabel(option));
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setText('');
    setActive(0);
    setOpen(true);
    inputRef.current?.focus();
  };
  const type = (typed: string) => {
    if (value) onChange(null);
    setText(typed);
    setActive(0);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (status !== 'results') return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      if (!showPopup || status !== 'results') return;
      const option = options[activeIndex];
      if (!option) return;
      // Enter picks the highlighted option instead of submitting the surrounding form.
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape' && showPopup) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return {
    inputRef,
    shownText,
    options,
    status,
    activeIndex,
    showPopup,
    setActive,
    choose,
    clear,
    type,
    setOpen,
    onKeyDown,
  };
}

interface SearchOptionsArgs<T> extends Pick<
  SearchSelectProps<T>,
  'queryKey' | 'fetchOptions' | 'filterOptions' | 'value'
> {
  /** The typed text without surrounding blanks. */
  trimmed: string;
}

/** Searches the typed text after the debounce pause and says what the popup shows. */
function useSearchOptions<T>({ queryKey, fetchOptions, filterOptions, value, trimmed }: SearchOptionsArgs<T>): {
  options: T[];
  status: Status;
} {
  const debounced = useDebouncedValue(trimmed, UI_LIMITS.searchDebounceMs);
  const query = useQuery({
    queryKey: queryKey(debounced),
    queryFn: ({ signal }) => fetchOptions(debounced, signal),
    enabled: !value && debounced !== '',
    // A failed search is only logged (SPEC.md §8); the list then says 'No results'.
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error('Search failed', query.error);
  }, [query.error]);

  const options = query.data && !value ? (filterOptions ? filterOptions(query.data) : query.data) : [];
  const status: Status =
    trimmed === ''
      ? 'empty'
      : trimmed !== debounced || query.isLoading
        ? 'searching'
        : options.length === 0
          ? 'none'
          : 'results';
  return { options, status };
}

interface SearchPopupProps<T> extends Pick<
  SearchSelectProps<T>,
  'label' | 'getOptionKey' | 'getOptionLabel' | 'renderOption'
> {
  listboxId: string;
  status: Status;
  options: T[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (option: T) => void;
}

/** The popup under the field: the listbox of options, or a status line ('Searching...', 'No results', 'Type in a name'). */
function SearchPopup<T>({
  label,
  listboxId,
  status,
  options,
  activeIndex,
  optionId,
  onHover,
  onChoose,
  getOptionKey,
  getOptionLabel,
  renderOption,
}: SearchPopupProps<T>) {
  const t = useT();
  return (
    <Paper
      sx={{
        position: 'absolute',
        top: 56,
        left: 0,
        right: 0,
        zIndex: 10,
        mt: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: (theme) => `${theme.layout.cardRadius}px`,
        bgcolor: 'background.raised',
        boxShadow: 8,
        overflow: 'hidden',
      }}
    >
      {status === 'results' ? (
        <Box component="ul" role="listbox" id={listboxId} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
          {options.map((option, index) => (
            <Box
              component="li"
              key={getOptionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onChoose(option)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                minHeight: 48,
                px: 1.5,
                borderRadius: 1,
                cursor: 'pointer',
                fontWeight: 600,
                ...(index === activeIndex && { bgcolor: 'action.selected', color: 'primary.light' }),
              }}
            >
              {renderOption ? renderOption(option) : getOptionLabel(option)}
            </Box>
          ))}
        </Box>
      ) : (
        <Box role="status" sx={{ px: 2, py: 1.5, color: 'text.secondary', fontWeight: 600 }}>
          {t(STATUS_TEXT[status])}
        </Box>
      )}
    </Paper>
  );
}
