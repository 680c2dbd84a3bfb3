import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { ChatMessage } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { mutationErrorText } from '../../components/useApi';
import { chatApi } from './api/chat-api';
import { formatMessageTime, fullName } from './format';
import { plainMentions } from './mentions';

/** Keyword and date search inside a conversation; picking a result scrolls to it. */
export function MessageSearch({
  conversationExternalId,
  onSelect,
}: {
  conversationExternalId: string;
  onSelect: (m: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ChatMessage[] | null>(null);

  const run = async () => {
    if (!query.trim() && !date) return;
    setBusy(true);
    try {
      const found = await chatApi.search(conversationExternalId, query.trim(), date);
      setResults(found);
      if (found.length === 0) notify(t('chat.search.noMessages'), 'warning');
    } catch (err) {
      notify(mutationErrorText(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={t('chat.search.open')}>
        <IconButton aria-label={t('chat.search.open')} onClick={(e) => setAnchor(e.currentTarget)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: '92vw', sm: 380 }, p: 2 } } }}
      >
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void run();
          }}
        >
          <Stack sx={{ gap: 1.5 }}>
            <TextField
              size="small"
              autoFocus
              label={t('chat.search.keyword')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <TextField
              size="small"
              type="date"
              label={t('chat.search.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              <Button
                color="inherit"
                onClick={() => {
                  setQuery('');
                  setDate('');
                  setResults(null);
                }}
              >
                {t('chat.search.clear')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy || (!query.trim() && !date)}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('common.search')}
              </Button>
            </Stack>
          </Stack>
        </Box>
        {results && results.length > 0 && (
          <List dense aria-label={t('chat.search.results')} sx={{ maxHeight: 320, overflowY: 'auto', mt: 1 }}>
            {results.map((m) => (
              <ListItemButton
                key={m.externalId}
                onClick={() => {
                  onSelect(m);
                  setAnchor(null);
                }}
              >
                <ListItemText
                  primary={plainMentions(m.message) || m.files.map((f) => f.name).join(', ')}
                  secondary={`${fullName(m.user)} · ${formatMessageTime(m.createdAt, i18n.language)}`}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        {results && results.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('chat.search.noMessages')}
          </Typography>
        )}
      </Popover>
    </>
  );
}
