import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { PRODUCT } from '@atrium/contract';
import { LanguageSwitch } from './LanguageSwitch';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card (sign-up form). */
  wide?: boolean;
}

/** The signed-out page frame: a centred card with the product name, full width on a phone. */
export function AuthLayout({ title, subtitle, children, wide }: AuthLayoutProps) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT.displayName}`;
  }, [title]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 6 },
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: wide ? 520 : 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800, letterSpacing: 0.2 }}>
              {PRODUCT.displayName}
            </Typography>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography component="div" variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
      <LanguageSwitch />
    </Box>
  );
}
