import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { RouterAdapter } from '../../components/RouterLink';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useProfile } from './api/profile';
import { PersonalInfoModal } from './PersonalInfoModal';

/** The personal information card of settings (spec 1 §2.6): name, e-mail, phone, job title, and the edit pencil. */
export function PersonalInfoCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // The full profile page (photo, links, bio) is part of the customer view.
  const inOne = useLocation().pathname.startsWith('/one');
  const p = profile.data;
  const rows: [string, string | null | undefined][] = p
    ? [
        [t('profile.fields.name'), `${p.user.firstName} ${p.user.lastName}`],
        [t('profile.fields.email'), p.user.email],
        [t('profile.fields.phone'), p.user.phone],
        [t('profile.fields.title'), p.title],
      ]
    : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="personal-info-title" data-testid="personal-info-card">
      <CardHeader
        title={t('profile.card.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'personal-info-title' } }}
        action={
          p && (
            <Tooltip title={t('profile.card.edit')}>
              <IconButton aria-label={t('profile.card.edit')} onClick={() => setEditing(true)}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!p ? (
          <Skeleton width="60%" />
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1, columnGap: 2 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {p && inOne && (
          <Button component={RouterAdapter} to="/one/profile" sx={{ mt: 2 }}>
            {t('profile.card.openProfile')}
          </Button>
        )}
      </CardContent>
      {p && <PersonalInfoModal open={editing} onClose={() => setEditing(false)} profile={p} />}
    </Card>
  );
}
