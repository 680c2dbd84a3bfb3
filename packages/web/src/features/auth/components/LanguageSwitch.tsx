import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@atrium/contract';

/** English / Español switch for the signed-out pages; the choice is kept in local storage by i18n. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language?.slice(0, 2);
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={t('auth.language.label')}>
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="small"
          lang={lng}
          aria-pressed={current === lng}
          color={current === lng ? 'primary' : 'inherit'}
          sx={{ fontWeight: current === lng ? 700 : 400 }}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {t(`auth.language.${lng}`)}
        </Button>
      ))}
    </Stack>
  );
}
