import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box, CircularProgress, Typography } from '@mui/material';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { landingPath } from '../../session/landing';
import { useSession } from '../../session/session';
import { ErrorPage } from '../errors';
import { cmsEditUrl } from './cms-url';

/**
 * /manager/project/:externalId: opens the project in the CMS (`{CMS_BASE_URL}/cms/content/{externalId}/edit`) with a
 * full page load, replacing this entry; without a configured CMS the page says so plainly.
 */
export default function ManagerProjectPage() {
  const { t } = useTranslation();
  const { externalId } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const config = useAppConfig();
  const target = cmsEditUrl(config.data?.cmsBaseUrl, externalId);

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if (config.isPending || target) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', gap: 2 }}>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('cms.opening')}</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <ErrorPage
      icon={<ArticleOutlinedIcon />}
      title={config.isError ? t('cms.loadError') : t('cms.notConfigured')}
      text={config.isError ? undefined : t('cms.notConfiguredText')}
      actions={[{ label: t('errorPages.goHome'), onClick: () => void navigate(landingPath(session.user)) }]}
    />
  );
}
