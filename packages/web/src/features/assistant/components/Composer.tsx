import { useRef, useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS, PRODUCT } from '@atrium/contract';
import { insertMention, mentionCandidates, mentionTerm, type MentionCandidate } from '../mentions';

export interface ComposerProps {
  askAi: boolean;
  /** The toggle shows once there is someone else to talk to. */
  showToggle: boolean;
  onAskAiChange: (v: boolean) => void;
  generating: boolean;
  /** The answer under way is another person's: a question typed meanwhile can be sent, it waits its turn. */
  queueable?: boolean;
  members: MentionCandidate[];
  myId: string | undefined;
  onSend: (text: string) => void;
  onStop: () => void;
  onTyping: () => void;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a blank message is not sent (spec 2 §5). While an
 * answer is generated Stop replaces Send — unless the answer is another person's and a question is typed: it is sent
 * and waits its turn. With Ask AI off, '@' offers the other members by the start of their name.
 */
export function Composer({
  askAi,
  showToggle,
  onAskAiChange,
  generating,
  queueable = false,
  members,
  myId,
  onSend,
  onStop,
  onTyping,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const term = askAi ? null : mentionTerm(text.slice(0, caret));
  const candidates = term === null ? [] : mentionCandidates(members, myId, term).slice(0, 6);

  const showStop = generating && !(queueable && text.trim() !== '');
  const send = () => {
    if (showStop || text.trim() === '') return;
    onSend(text.trim());
    setText('');
    setCaret(0);
  };
  const pick = (m: MentionCandidate) => {
    const before = insertMention(text.slice(0, caret), m);
    const next = before + text.slice(caret);
    setText(next);
    setCaret(before.length);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(before.length, before.length);
    });
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, position: 'relative' }}>
      {candidates.length > 0 && (
        <Paper elevation={4} sx={{ position: 'absolute', bottom: '100%', left: 12, right: 12, mb: 0.5, zIndex: 3 }}>
          <List dense aria-label={t('assistant.composer.mentions')}>
            {candidates.map((m) => (
              <ListItemButton key={m.externalId} onClick={() => pick(m)}>
                <ListItemText primary={`${m.firstName} ${m.lastName}`} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-end' }}>
        <TextField
          inputRef={input}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          value={text}
          placeholder={
            askAi
              ? t('assistant.composer.placeholderBot', { ai: PRODUCT.assistantName })
              : t('assistant.composer.placeholderPeople')
          }
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart ?? e.target.value.length);
            if (e.target.value.trim() !== '') onTyping();
          }}
          onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (candidates.length > 0) pick(candidates[0]!);
              else send();
            }
          }}
          slotProps={{
            htmlInput: {
              maxLength: ASSISTANT_LIMITS.messageMaxLength,
              'aria-label': t('assistant.composer.label'),
              'data-testid': 'assistant-input',
            },
          }}
        />
        {showStop ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<StopIcon />}
            onClick={onStop}
            data-testid="assistant-stop"
          >
            {t('assistant.composer.stop')}
          </Button>
        ) : (
          <IconButton
            color="primary"
            aria-label={t('assistant.composer.send')}
            onClick={send}
            disabled={text.trim() === ''}
            data-testid="assistant-send"
          >
            <SendIcon />
          </IconButton>
        )}
      </Stack>
      {showToggle && (
        <FormControlLabel
          sx={{ mt: 0.5 }}
          control={<Switch size="small" checked={askAi} onChange={(e) => onAskAiChange(e.target.checked)} />}
          label={t('assistant.composer.askAi')}
        />
      )}
    </Box>
  );
}
