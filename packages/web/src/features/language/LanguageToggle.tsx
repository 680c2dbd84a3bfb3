import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { visuallyHidden } from '../../components/UnreadBadge';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@atrium/contract';
import { useChangeLanguage } from './useChangeLanguage';

/** ES / EN switch, saved per user (top bar and settings). */
export function LanguageToggle({
  size = 'small',
  showNames = false,
}: {
  size?: 'small' | 'medium';
  showNames?: boolean;
}) {
  const { t } = useTranslation();
  const { language, change, pending } = useChangeLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={language}
      disabled={pending}
      aria-label={t('language.label')}
      onChange={(_, next: Language | null) => {
        if (next && next !== language) change(next);
      }}
    >
      {LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} lang={lng} sx={{ px: showNames ? 2 : 1.25, py: 0.25, fontWeight: 700 }}>
          {showNames ? (
            t(`language.names.${lng}`)
          ) : (
            <>
              {lng.toUpperCase()}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t(`language.names.${lng}`)}
              </Box>
            </>
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
