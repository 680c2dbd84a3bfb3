import { useEffect } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import { Link as RouterDomLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '@atrium/contract';
import { useSession } from '../../session/session';
import { landingPath } from '../../session/landing';
import { LoginAsCard } from '../../features/auth';
import { CustomerCreationTools } from '../../features/customer-creation';
import { PromotionCodesButton } from '../../features/subscriptions';

/** /tools/admin — SUPERADMIN tools, outside the shell: sign in as another user, create customers, promotion codes. */
export default function AdminToolsPage() {
  const { t } = useTranslation();
  const session = useSession();
  useEffect(() => {
    document.title = `${t('auth.admin.title')} · ${PRODUCT.displayName}`;
  }, [t]);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
            {PRODUCT.displayName}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            component={RouterDomLink}
            to={landingPath(session.user)}
            startIcon={<ArrowBack aria-hidden />}
            color="primary"
          >
            {t('auth.admin.backToApp')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {t('auth.admin.title')}
        </Typography>
        <LoginAsCard />
        <CustomerCreationTools />
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <PromotionCodesButton />
          <Button
            component={RouterDomLink}
            to="/tools/logmeas"
            variant="outlined"
            startIcon={<BugReportOutlinedIcon aria-hidden />}
          >
            {t('logmeas.title')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
