import { useEffect } from 'react';
import { Box, Button, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../auth';
import { ContentMarkdown } from './ContentMarkdown';
import type { ContentName } from './texts';

const LINKS: { name: ContentName; to: string; labelKey: 'content.terms' | 'content.faq' }[] = [
  { name: 'terms-and-policies', to: '/terms-and-policies', labelKey: 'content.terms' },
  { name: 'faq', to: '/faq', labelKey: 'content.faq' },
];

/** A public content page (spec 1 §2.1: /terms-and-policies, /faq): no sign-in needed. */
export function PublicContentPage({ name }: { name: 'terms-and-policies' | 'faq' }) {
  const { t } = useTranslation();
  const current = LINKS.find((l) => l.name === name)!;
  useEffect(() => {
    document.title = `${t(current.labelKey)} · ${t('common.productName')}`;
  }, [t, current.labelKey]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, py: 1.5, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 800, color: 'primary.main', letterSpacing: 1, flex: 1 }}>
              {t('common.productName')}
            </Typography>
            <LanguageSwitch />
            <Button component={NavLink} to="/login" variant="outlined" size="small">
              {t('content.signIn')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 2, sm: 4 }, boxShadow: 1 }}>
          <ContentMarkdown name={name} />
        </Box>
        <Stack
          component="nav"
          aria-label={t('content.terms') + ' · ' + t('content.faq')}
          direction="row"
          sx={{ gap: 3, mt: 3, flexWrap: 'wrap' }}
        >
          {LINKS.map((l) => (
            <Link
              key={l.name}
              component={NavLink}
              to={l.to}
              aria-current={l.name === name ? 'page' : undefined}
              sx={{ fontWeight: l.name === name ? 700 : 400 }}
            >
              {t(l.labelKey)}
            </Link>
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('content.footer')}
        </Typography>
      </Container>
    </Box>
  );
}
