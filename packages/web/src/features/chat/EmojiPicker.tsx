import { useState } from 'react';
import { Box, IconButton, Popover, Tooltip } from '@mui/material';
import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import { useTranslation } from 'react-i18next';

// A small built-in set: a full emoji library would weigh more than the whole chat.
const EMOJI = [
  '😀',
  '😃',
  '😄',
  '😁',
  '😅',
  '😂',
  '🙂',
  '😉',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😐',
  '😴',
  '😮',
  '😢',
  '😭',
  '😡',
  '🤯',
  '🥳',
  '🙏',
  '👍',
  '👎',
  '👏',
  '🙌',
  '👋',
  '💪',
  '👀',
  '🤝',
  '✌️',
  '👌',
  '❤️',
  '💙',
  '💚',
  '🔥',
  '⭐',
  '✨',
  '🎉',
  '🚀',
  '✅',
  '❌',
  '⚠️',
  '❓',
  '💡',
  '📎',
  '📄',
  '📈',
];

export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('chat.composer.emoji')}>
        <span>
          <IconButton
            aria-label={t('chat.composer.emoji')}
            onClick={(e) => setAnchor(e.currentTarget)}
            disabled={disabled}
            size="small"
          >
            <EmojiEmotionsOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          role="listbox"
          aria-label={t('chat.composer.emoji')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 36px)', p: 1 }}
        >
          {EMOJI.map((e) => (
            <IconButton
              key={e}
              role="option"
              aria-selected={false}
              aria-label={e}
              size="small"
              onClick={() => {
                onPick(e);
                setAnchor(null);
              }}
              sx={{ fontSize: 20, width: 36, height: 36 }}
            >
              {e}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
