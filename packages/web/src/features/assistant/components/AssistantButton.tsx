import { Button, IconButton, Tooltip } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '@atrium/contract';
import { openAssistant } from '../store';
import type { AssistantScope } from '../context';

export interface AssistantButtonProps {
  /** The drawer's scope; the page's context when not given. */
  scope?: AssistantScope;
  testId?: string;
  /** A labelled button instead of the icon (a file's header). */
  withText?: boolean;
  /** Called before the drawer opens (e.g. to close the file's own panel). */
  onOpen?: () => void;
}

/**
 * The AI button: in the top bar it opens the drawer in the page's context; a page may name its own scope (the data
 * room, one file).
 */
export function AssistantButton({ scope, testId = 'assistant-button', withText, onOpen }: AssistantButtonProps) {
  const { t } = useTranslation();
  const label = t('assistant.open', { ai: PRODUCT.assistantName });
  const open = () => {
    onOpen?.();
    openAssistant({ scope });
  };
  if (withText)
    return (
      <Button size="small" variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={open} data-testid={testId}>
        {t('assistant.askAbout', { ai: PRODUCT.assistantName })}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={open} data-testid={testId} color="primary">
        <AutoAwesomeIcon />
      </IconButton>
    </Tooltip>
  );
}
