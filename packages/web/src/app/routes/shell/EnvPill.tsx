import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';

/** Names the environment in dev and qa (spec 1 §2.2, §9); nothing in prod. */
export function EnvPill() {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  if (!data || (data.appEnv !== 'dev' && data.appEnv !== 'qa')) return null;
  const label = data.appEnv === 'dev' ? 'DEV' : 'QA';
  return (
    <Chip
      size="small"
      label={label}
      title={t('shell.environment', { env: label })}
      data-testid="env-pill"
      sx={{
        bgcolor: data.appEnv === 'dev' ? '#ffd54f' : '#ffb74d',
        color: '#1b1b1b',
        fontWeight: 800,
        letterSpacing: 1,
      }}
    />
  );
}
