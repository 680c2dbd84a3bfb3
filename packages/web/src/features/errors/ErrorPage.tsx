import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ErrorPageAction {
  label: string;
  onClick: () => void;
  variant?: 'contained' | 'outlined' | 'text';
}

/**
 * A full-page message with an icon or big code, a text and buttons. It uses no router hooks, so the top-level
 * error boundary (outside the router) can show it too.
 */
export function ErrorPage({
  code,
  icon,
  title,
  text,
  actions,
  children,
}: {
  code?: string;
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  actions?: ErrorPageAction[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Stack sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, gap: 2 }}>
        <Typography aria-hidden sx={{ fontWeight: 800, color: 'primary.main', letterSpacing: 2 }}>
          {t('common.productName')}
        </Typography>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }}>
            {icon}
          </Box>
        )}
        {code && (
          <Typography
            aria-hidden
            sx={{ fontSize: { xs: 56, sm: 72 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {text && <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>}
        {children}
        {actions && actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1, width: { xs: '100%', sm: 'auto' } }}>
            {actions.map((a, i) => (
              <Button
                key={a.label}
                variant={a.variant ?? (i === 0 ? 'contained' : 'outlined')}
                onClick={a.onClick}
                size="large"
              >
                {a.label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
