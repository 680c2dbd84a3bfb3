import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_LIMITS, isChatAttachmentTooLarge, type ChatMember } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { formatSize } from './format';
import { useUserSuggestions } from './api/user-suggestions';
import { useMyId } from './hooks';
import {
  activeMentionQuery,
  insertMention,
  mentionDisplayName,
  mentionedIdsOf,
  toMentionMarkup,
  type PickedMention,
} from './mentions';
import { perFileProgress } from './messages';
import { EmojiPicker } from './EmojiPicker';

export interface ComposerSendInput {
  /** Trimmed text with mention markup; null when only files are sent. */
  text: string | null;
  files: File[];
  /** Ids mentioned in `text`, in order. */
  mentions: string[];
}

export interface ComposerProps {
  view: 'one' | 'portal';
  tenantExternalId?: string;
  conversationExternalId?: string;
  /** Mention candidates besides the user suggestions. */
  members: Pick<ChatMember, 'userExternalId' | 'firstName' | 'lastName'>[];
  disabled?: boolean;
  placeholder?: string;
  /** Sends; rejects on failure (the text and files stay). `onProgress` reports upload bytes. */
  onSend: (input: ComposerSendInput, onProgress: (loaded: number, total: number) => void) => Promise<unknown>;
  /** Called on each keystroke; the caller throttles. */
  onTyping?: () => void;
  /** Above the text box (the portal's Reply / Team tabs). */
  top?: ReactNode;
}

interface Candidate {
  externalId: string;
  name: string;
  detail?: string;
}

/** Whether the composer may send: text that is not blank, or at least one file (spec 2 §5). */
export const canSend = (text: string, files: File[]) => text.trim().length > 0 || files.length > 0;

/**
 * The message composer: multiline text (Enter sends, Shift+Enter breaks the line), @mention picker, emoji, files by
 * Browse or drag and drop (each under 10 MB), per-file upload progress.
 */
/** The character counter shows from 90 % of the maximum. */
const COUNTER_FROM = 0.9;

export function Composer({
  view,
  tenantExternalId,
  conversationExternalId,
  members,
  disabled,
  placeholder,
  onSend,
  onTyping,
  top,
}: ComposerProps) {
  const { t } = useTranslation();
  const myId = useMyId();
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedMention[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [sending, setSending] = useState(false);
  const [query, setQuery] = useState<{ start: number; term: string } | null>(null);
  const [active, setActive] = useState(0);
  const [dragging, setDragging] = useState(false);

  const suggestions = useUserSuggestions(
    query?.term ?? '',
    tenantExternalId,
    conversationExternalId,
    CHAT_LIMITS.debounce.userSuggestion,
    query !== null,
  );
  const candidates = useMemo<Candidate[]>(() => {
    if (!query) return [];
    const term = query.term.toLowerCase();
    const fromMembers = members
      .filter((m) => m.userExternalId !== myId)
      .map((m) => ({ externalId: m.userExternalId, name: `${m.firstName} ${m.lastName}`.trim() }))
      .filter(
        (c) =>
          !term ||
          c.name
            .toLowerCase()
            .split(/\s+/)
            .some((part) => part.startsWith(term)) ||
          c.name.toLowerCase().startsWith(term),
      );
    const fromSuggestions = (suggestions.data ?? []).map((s) => ({
      externalId: s.externalId,
      name: s.fullName || `${s.firstName} ${s.lastName}`,
      detail: s.email,
    }));
    const seen = new Set<string>();
    return [...fromMembers, ...fromSuggestions]
      .filter((c) => c.externalId !== myId && !seen.has(c.externalId) && seen.add(c.externalId))
      .slice(0, 8);
  }, [query, members, suggestions.data, myId]);

  const updateQuery = (value: string, caret: number) => {
    const q = activeMentionQuery(value, caret);
    setQuery(q);
    setActive(0);
  };

  const pick = (c: Candidate) => {
    if (!query) return;
    const name = mentionDisplayName(c.name, view);
    const caret = input.current?.selectionStart ?? text.length;
    const next = insertMention(text, query.start, caret, name);
    setText(next.text);
    setPicked((p) => [...p, { externalId: c.externalId, name }]);
    setQuery(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const addFiles = (list: FileList | File[] | null) => {
    if (!list) return;
    const accepted: File[] = [];
    for (const f of Array.from(list)) {
      if (isChatAttachmentTooLarge(f.size)) {
        notify(
          t('chat.composer.fileTooLarge', {
            name: f.name,
            mb: Math.round(CHAT_LIMITS.attachmentMaxBytes / 1024 / 1024),
          }),
          'warning',
        );
        continue;
      }
      accepted.push(f);
    }
    setFiles((prev) => {
      const all = [...prev, ...accepted];
      if (all.length > CHAT_LIMITS.attachmentsPerMessage) {
        notify(t('chat.composer.tooManyFiles', { max: CHAT_LIMITS.attachmentsPerMessage }), 'warning');
        return all.slice(0, CHAT_LIMITS.attachmentsPerMessage);
      }
      return all;
    });
  };

  const send = async () => {
    if (sending || disabled || !canSend(text, files)) return;
    const markup = toMentionMarkup(text.trim(), picked);
    const payload: ComposerSendInput = {
      text: markup.length > 0 ? markup : null,
      files,
      mentions: mentionedIdsOf(markup),
    };
    setSending(true);
    if (files.length) setProgress(files.map(() => 0));
    const sizes = files.map((f) => f.size);
    try {
      await onSend(payload, (loaded, total) => setProgress(perFileProgress(sizes, loaded, total)));
      setText('');
      setPicked([]);
      setFiles([]);
    } catch {
      // The caller showed the error; the draft stays for another try.
    } finally {
      setSending(false);
      setProgress(null);
      requestAnimationFrame(() => input.current?.focus());
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (query && candidates.length > 0) {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        setActive((a) => (a + 1) % candidates.length);
        return;
      }
      if (e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a - 1 + candidates.length) % candidates.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(candidates[active]);
        return;
      }
    }
    if (e.key === 'Escape' && query) {
      e.preventDefault();
      setQuery(null);
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const listId = 'chat-mention-options';
  const showPicker = query !== null && candidates.length > 0;
  const mb = Math.round(CHAT_LIMITS.attachmentMaxBytes / 1024 / 1024);
  return (
    <Box
      onDragOver={(e) => {
        if (disabled || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        if (disabled) return;
        e.preventDefault();
        setDragging(false);
        addFiles(e.dataTransfer.files);
      }}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        p: { xs: 1, sm: 1.5 },
        position: 'relative',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      {top}
      {showPicker && (
        <Paper
          elevation={6}
          sx={{ position: 'absolute', bottom: '100%', left: 16, right: 16, maxWidth: 360, zIndex: 10, mb: 0.5 }}
        >
          <List dense id={listId} role="listbox" aria-label={t('chat.composer.mentionPicker')}>
            {candidates.map((c, i) => (
              <ListItemButton
                key={c.externalId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(c)}
              >
                <ListItemText primary={c.name} secondary={c.detail} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {files.length > 0 && (
        <Stack sx={{ gap: 0.5, mb: 1 }} aria-label={t('chat.composer.attachments')}>
          {files.map((f, i) => (
            <Box key={`${f.name}-${i}`}>
              <Chip
                size="small"
                label={`${f.name} (${formatSize(f.size)})`}
                onDelete={sending ? undefined : () => setFiles((all) => all.filter((_, j) => j !== i))}
                sx={{ maxWidth: '100%' }}
              />
              {progress && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round((progress[i] ?? 0) * 100)}
                  aria-label={t('chat.composer.uploading', { name: f.name })}
                  sx={{ mt: 0.5 }}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
      <TextField
        inputRef={input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          updateQuery(e.target.value, e.target.selectionStart ?? e.target.value.length);
          if (e.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          // The field stops at the maximum; say so when a paste is cut instead of dropping the rest silently.
          const el = e.target as HTMLTextAreaElement;
          const pasted = e.clipboardData.getData('text').length;
          const replaced = (el.selectionEnd ?? 0) - (el.selectionStart ?? 0);
          if (text.length - replaced + pasted > CHAT_LIMITS.messageMaxChars)
            notify(t('chat.composer.pasteCut', { max: CHAT_LIMITS.messageMaxChars }), 'warning');
        }}
        onClick={(e) => updateQuery(text, (e.target as HTMLTextAreaElement).selectionStart ?? text.length)}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
        placeholder={placeholder ?? t('chat.composer.placeholder')}
        multiline
        minRows={1}
        maxRows={8}
        fullWidth
        size="small"
        disabled={disabled}
        slotProps={{
          htmlInput: {
            'aria-label': t('chat.composer.label'),
            maxLength: CHAT_LIMITS.messageMaxChars,
            // The mention picker makes it a combobox (axe rates role-on-textarea as minor; the inbox specs rely on it).
            role: 'combobox',
            'aria-expanded': showPicker,
            'aria-controls': showPicker ? listId : undefined,
            'aria-activedescendant': showPicker ? `${listId}-${active}` : undefined,
            'aria-autocomplete': 'list',
          },
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        <EmojiPicker
          disabled={disabled}
          onPick={(emoji) => {
            const el = input.current;
            const at = el?.selectionStart ?? text.length;
            const next = text.slice(0, at) + emoji + text.slice(el?.selectionEnd ?? at);
            setText(next);
            requestAnimationFrame(() => {
              el?.focus();
              el?.setSelectionRange(at + emoji.length, at + emoji.length);
            });
          }}
        />
        <Tooltip title={t('chat.composer.maxFileSize', { mb })}>
          <span>
            <IconButton
              size="small"
              aria-label={t('chat.composer.attach')}
              onClick={() => fileInput.current?.click()}
              disabled={disabled || sending}
            >
              <AttachFileIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="chat-file-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' }, flex: 1 }}>
          {t('chat.composer.hint')}
        </Typography>
        {text.length >= CHAT_LIMITS.messageMaxChars * COUNTER_FROM && (
          <Typography
            variant="caption"
            role="status"
            data-testid="chat-char-counter"
            sx={{ color: text.length >= CHAT_LIMITS.messageMaxChars ? 'warning.main' : 'text.secondary' }}
          >
            {t('chat.composer.charCount', { count: text.length, max: CHAT_LIMITS.messageMaxChars })}
          </Typography>
        )}
        <Box sx={{ flex: { xs: 1, sm: 0 } }} />
        <Button
          variant="contained"
          size="small"
          endIcon={<SendIcon />}
          onClick={() => void send()}
          disabled={disabled || sending || !canSend(text, files)}
        >
          {t('chat.composer.send')}
        </Button>
      </Stack>
    </Box>
  );
}
