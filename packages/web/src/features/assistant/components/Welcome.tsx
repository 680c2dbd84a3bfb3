import { Box, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import { PRODUCT, type AssistantContext } from '@atrium/contract';

/** The welcome screen of a new chat: what the assistant does here, with an example question for the context. */
export function Welcome({ context }: { context: AssistantContext }) {
  const { t } = useTranslation();
  const contextName: string = t(`assistant.contexts.${context}`);
  const example: string = t(`assistant.welcome.example.${context}`);
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 1 }} data-testid="assistant-welcome">
      <AutoAwesomeIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
        {t('assistant.welcome.title', { ai: PRODUCT.assistantName })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('assistant.welcome.body')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('assistant.welcome.context', { area: contextName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('assistant.welcome.examples')} <em>{example}</em>
      </Typography>
    </Box>
  );
}
