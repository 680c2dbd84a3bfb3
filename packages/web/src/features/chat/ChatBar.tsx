import { useState, type ReactNode } from 'react';
import { Box, ButtonBase, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { CHAT_LIMITS } from '@atrium/contract';
import { useTranslation } from 'react-i18next';

/** What a rename commit does: unchanged or empty titles just cancel (spec 2 §5). */
export function renameDecision(current: string, draft: string): { commit: false } | { commit: true; title: string } {
  const next = draft.trim();
  if (!next || next === current.trim()) return { commit: false };
  return { commit: true, title: next };
}

export interface ChatBarProps {
  title: string;
  subtitle?: ReactNode;
  canRename: boolean;
  onRename?: (title: string) => Promise<unknown>;
  onSettings?: () => void;
  onBack?: () => void;
  /** Extra controls (search, finalize). */
  actions?: ReactNode;
}

/** The head of a conversation: back (mobile), title (click to rename for the owner), actions, settings. */
/** One line with an ellipsis; on phones two lines, so a title is still read beside the bar's buttons. */
const TITLE_SX = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 2, sm: 1 },
  fontSize: { xs: '1.05rem', sm: undefined },
  lineHeight: { xs: 1.25, sm: undefined },
} as const;

export function ChatBar({ title, subtitle, canRename, onRename, onSettings, onBack, actions }: ChatBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    if (draft === null || saving) return;
    const d = renameDecision(title, draft);
    if (!d.commit || !onRename) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onRename(d.title);
      setDraft(null);
    } catch {
      setDraft(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      direction="row"
      component="header"
      sx={{
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 56,
      }}
    >
      {onBack && (
        <IconButton aria-label={t('chat.pane.back')} onClick={onBack} sx={{ display: { md: 'none' } }}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {draft !== null ? (
          <TextField
            autoFocus
            size="small"
            fullWidth
            value={draft}
            disabled={saving}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => void commit()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void commit();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setDraft(null);
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': t('chat.bar.renameLabel'), maxLength: CHAT_LIMITS.titleMaxChars } }}
          />
        ) : canRename ? (
          <Tooltip title={t('chat.bar.clickToRename')}>
            <ButtonBase
              onClick={() => setDraft(title)}
              aria-label={t('chat.bar.renameButton', { title })}
              sx={{ borderRadius: 1, px: 0.5, maxWidth: '100%', justifyContent: 'flex-start' }}
            >
              <Typography variant="h6" component="h2" sx={TITLE_SX}>
                {title}
              </Typography>
            </ButtonBase>
          </Tooltip>
        ) : (
          <Typography variant="h6" component="h2" sx={{ ...TITLE_SX, px: 0.5 }}>
            {title}
          </Typography>
        )}
        {subtitle && draft === null && (
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', px: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions}
      {onSettings && (
        <Tooltip title={t('chat.bar.settings')}>
          <IconButton aria-label={t('chat.bar.settings')} onClick={onSettings}>
            <SettingsOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
