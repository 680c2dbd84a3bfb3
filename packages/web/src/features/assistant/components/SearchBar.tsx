import { useState } from 'react';
import { Box, IconButton, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { plainMentions, formatMessageTime } from '../../chat';
import { useMessageSearch } from '../api/messages';
import { parseContent } from '../live-updates';

/** In-conversation search (spec 2 §2) by keyword or by date; a result scrolls to its message. */
export function SearchBar({
  conversationExternalId,
  onClose,
}: {
  conversationExternalId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [date, setDate] = useState('');
  const term = useDebouncedValue(keyword.trim(), 300);
  const results = useMessageSearch(conversationExternalId, term, date);
  const jump = (id: string) => {
    const el = document.getElementById(`assistant-message-${id}`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const preview = (message: string | null) => {
    const c = parseContent(message);
    if (!c) return '';
    return typeof c.content === 'string' ? plainMentions(c.content).slice(0, 140) : c.type;
  };
  return (
    <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }} role="search">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('assistant.search.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          sx={{ flex: 2 }}
          autoFocus
        />
        <TextField
          size="small"
          type="date"
          label={t('assistant.search.date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton aria-label={t('assistant.search.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {results.data && (
        <Box sx={{ maxHeight: 180, overflow: 'auto', mt: 1 }}>
          {results.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('assistant.search.noResults')}
            </Typography>
          ) : (
            <List dense aria-label={t('assistant.search.results')} data-testid="assistant-search-results">
              {results.data.map((m) => (
                <ListItemButton key={m.externalId} onClick={() => jump(m.externalId)}>
                  <ListItemText
                    primary={preview(m.message)}
                    secondary={formatMessageTime(m.createdAt, i18n.language)}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      )}
    </Box>
  );
}
