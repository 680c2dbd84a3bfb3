import { useId, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Chip,
  CircularProgress,
  ClickAwayListener,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import HistoryIcon from '@mui/icons-material/History';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TAXONOMY_IDS, taxonomyEntry, type DataRoomSearchMatch } from '@atrium/contract';
import { dataRoomKeys } from '../keys';
import { taxonomyLabel } from '../taxonomy-label';
import { useDataRoomTenant } from '../useTenant';
import { searchApi, DATA_ROOM_HISTORY_TYPE } from '../api/search';
import { DATA_ROOM_PATHS, filesUrl, manageState } from '../navigation';
import { useDataRoomSearch, useSearchHistory, type SearchResult } from './useDataRoomSearch';

const TYPE_ICONS = { FOLDER: FolderOutlinedIcon, FILE: DescriptionOutlinedIcon, URL: LinkIcon } as const;

/** The app bar's search box with its dropdown (spec 3 §2.1, §2.2). */
export function DataRoomSearch({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useDataRoomTenant();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const { term, results, loading, tooShort } = useDataRoomSearch(text);
  const showHistory = open && term === '';
  const history = useSearchHistory(showHistory);
  const historyItems = showHistory ? (history.data ?? []) : [];
  const options: { key: string; label: string }[] = showHistory
    ? historyItems.map((h, i) => ({ key: `h-${i}`, label: h.search }))
    : results.map((r) => ({ key: r.key, label: r.name }));

  /** Where a file sits, shown under its name when the text did not match: its folder, or Processing (unplaced). */
  const locationOf = (m: DataRoomSearchMatch) => {
    if (m.type !== 'FILE' || m.parentStaticId === null) return null;
    if (m.parentStaticId === TAXONOMY_IDS.master) return t('dataRoom.search.processing');
    const entry = taxonomyEntry(m.parentStaticId);
    return entry ? taxonomyLabel(t, entry) : null;
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const change = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };

  const choose = (r: SearchResult) => {
    void searchApi
      .saveHistory(r.name, DATA_ROOM_HISTORY_TYPE)
      .then(() =>
        queryClient.invalidateQueries({ queryKey: dataRoomKeys.searchHistory(tenant, DATA_ROOM_HISTORY_TYPE) }),
      )
      .catch(() => undefined);
    setText('');
    close();
    if (r.kind === 'taxonomy') {
      navigate(DATA_ROOM_PATHS.files, { state: manageState({ staticId: r.entry.staticId }) });
      return;
    }
    const m = r.match;
    if (m.type === 'URL') {
      if (m.fileUrl) window.open(m.fileUrl, '_blank', 'noopener,noreferrer');
    } else if (m.type === 'FILE' && m.externalId) {
      navigate(filesUrl(m.externalId), { state: manageState() });
    } else if (m.customFolderExternalId && m.staticId === null) {
      navigate(DATA_ROOM_PATHS.files, { state: manageState({ customFolderExternalId: m.customFolderExternalId }) });
    } else if (m.staticId !== null) {
      navigate(DATA_ROOM_PATHS.files, { state: manageState({ staticId: m.staticId }) });
    }
  };
  const pick = (index: number) => {
    if (showHistory) {
      const item = historyItems[index];
      if (item) change(item.search);
    } else if (results[index]) choose(results[index]);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setText('');
      close();
    } else if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      pick(active);
    }
  };

  const dropdownVisible = open && (showHistory ? historyItems.length > 0 : term.length > 0);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative', width: fullWidth ? '100%' : { sm: 320, md: 360 } }}>
        <TextField
          fullWidth
          size="small"
          value={text}
          placeholder={t('dataRoom.search.placeholder')}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          sx={{ '& .MuiInputBase-root': { minHeight: { xs: 48, md: 40 } } }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('dataRoom.search.label'),
              'aria-expanded': dropdownVisible,
              'aria-controls': dropdownVisible ? listId : undefined,
              'aria-autocomplete': 'list',
              'aria-activedescendant': dropdownVisible && active >= 0 ? optionId(active) : undefined,
              'data-testid': 'data-room-search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  {loading && <CircularProgress size={16} aria-label={t('dataRoom.search.loading')} sx={{ mr: 0.5 }} />}
                  {text.trim() !== '' && (
                    <IconButton size="small" aria-label={t('dataRoom.search.clear')} onClick={() => change('')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  )}
                </InputAdornment>
              ),
            },
          }}
        />
        {dropdownVisible && (
          <Paper
            elevation={8}
            data-testid="search-dropdown"
            sx={{
              position: 'absolute',
              top: 'calc(100% + 4px)',
              left: 0,
              right: 0,
              zIndex: (th) => th.zIndex.modal - 1,
              maxHeight: 420,
              overflowY: 'auto',
              minWidth: { sm: 360 },
            }}
          >
            {showHistory ? (
              <List
                id={listId}
                role="listbox"
                aria-label={t('dataRoom.search.history')}
                dense
                subheader={
                  <ListSubheader component="div" role="presentation">
                    {t('dataRoom.search.history')}
                  </ListSubheader>
                }
              >
                {historyItems.map((h, i) => (
                  <ListItemButton
                    key={`${h.search}-${i}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={active === i}
                    selected={active === i}
                    onClick={() => pick(i)}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <HistoryIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={h.search} />
                  </ListItemButton>
                ))}
              </List>
            ) : results.length > 0 ? (
              <List id={listId} role="listbox" aria-label={t('dataRoom.search.results')} dense>
                {results.map((r, i) => {
                  const Icon = TYPE_ICONS[r.type];
                  const secondary = r.kind === 'server' ? (r.match.snippet ?? locationOf(r.match)) : null;
                  return (
                    <ListItemButton
                      key={r.key}
                      id={optionId(i)}
                      role="option"
                      aria-selected={active === i}
                      selected={active === i}
                      onClick={() => pick(i)}
                      data-type={r.type}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" color={r.type === 'FOLDER' ? 'primary' : 'action'} />
                      </ListItemIcon>
                      <ListItemText
                        primary={r.name}
                        secondary={secondary}
                        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                        sx={{ minWidth: 0 }}
                      />
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`dataRoom.search.types.${r.type}`)}
                        sx={{ ml: 1, flexShrink: 0 }}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            ) : (
              <Typography sx={{ p: 2, color: 'text.secondary' }} role="status">
                {tooShort
                  ? t('dataRoom.search.tooShort')
                  : loading
                    ? t('dataRoom.search.loading')
                    : t('dataRoom.search.noMatches')}
              </Typography>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
