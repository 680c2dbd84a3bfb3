import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Typer } from './typing';

/** '{firstName} is typing...' (several: their names joined). */
export function TypingLine({ typers }: { typers: Typer[] }) {
  const { t, i18n } = useTranslation();
  const names = typers.map((x) => x.firstName);
  return (
    <Typography
      variant="caption"
      component="p"
      aria-live="polite"
      sx={{ px: 2, minHeight: 20, color: 'text.secondary', fontStyle: 'italic' }}
    >
      {names.length === 1
        ? t('chat.pane.typing', { name: names[0] })
        : names.length > 1
          ? t('chat.pane.typingMany', {
              names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
            })
          : ''}
    </Typography>
  );
}
