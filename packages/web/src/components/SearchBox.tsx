import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@atrium/contract';

export interface SearchBoxProps {
  value: string;
  /** Called 250 ms after typing stops, at once on Enter, and on clear. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  /** Search while typing (debounced); otherwise only on Enter. */
  searchOnType?: boolean;
  fullWidth?: boolean;
}

/** The shared search box (spec 1 §2.8): searches on Enter, and on typing with a 250 ms debounce. */
export function SearchBox({ value, onSearch, label, placeholder, searchOnType = true, fullWidth }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const last = useRef(value);
  // Follow outside changes (route change, back button).
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  const fire = (term: string) => {
    const next = term.trim();
    if (next === last.current) return;
    last.current = next;
    onSearch(next);
  };
  useEffect(() => {
    if (!searchOnType) return;
    const id = setTimeout(() => fire(text), LIMITS.searchDebounceMs);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts the timer; fire and onSearch change every render
  }, [text, searchOnType]);

  return (
    <TextField
      type="search"
      size="small"
      fullWidth={fullWidth}
      label={label ?? t('common.search')}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          fire(text);
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('common.clearSearch')}
                onClick={() => {
                  setText('');
                  fire('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
