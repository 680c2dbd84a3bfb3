import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../workspace/workspace';
import { useTenantCompany } from './api/tenant-company';
import { CompanyEditModal } from './CompanyEditModal';
import { WithKamDialog } from '../inbox-client';
import { companyFormIncomplete } from '../onboarding';
import { RouterAdapter } from '../../components/RouterLink';
import { useStateName } from '../locations';
import type { KeysUnder } from '../../lib/i18n-keys';

/**
 * The company information card of settings (spec 1 §2.6). The edit pencil shows for the tenant's company admin
 * and for staff admins and KAMs, the same rule the server applies. Contact KAM opens the chat with the tenant's KAM
 * (customer view only: that chat lives in the client inbox). Individual accounts have no company to show (spec 1
 * §2.2, §6): the card is left out for them.
 */
export function CompanyInfoCard() {
  const { t } = useTranslation();
  const { isCompanyAdmin, isAtriumAdminOrKam, selectedTenantMembership } = useWorkspace();
  const company = useTenantCompany();
  const stateName = useStateName(company.data?.country, company.data?.address.state);
  const [editing, setEditing] = useState(false);
  const [kamOpen, setKamOpen] = useState(false);
  const customerView = useLocation().pathname.startsWith('/one');
  const tenant = selectedTenantMembership?.tenant;
  if (!tenant || tenant.isInternal || tenant.accountType === 'INDIVIDUAL') return null;
  if (company.isError) return null;
  const c = company.data;
  const canEdit = isCompanyAdmin || isAtriumAdminOrKam;
  const rows: [KeysUnder<'companyProfile.fields'>, string | number | null | undefined][] = c
    ? [
        ['companyName', c.companyName],
        ['legalName', c.legalName],
        ['url', c.url],
        ['telephone', c.telephone],
        [
          'address',
          [c.address.streetAddress, c.address.city, stateName, c.address.zipCode, c.country]
            .filter((x) => x !== null && x !== '')
            .join(', '),
        ],
        ['industry', c.companyContext.industry],
        ['yearFounded', c.yearFounded],
        ['startupStage', c.startupStage],
        ['numberOfEmployees', c.numberOfEmployees],
      ]
    : [];
  return (
    <Card variant="outlined" data-testid="company-info-card">
      <CardHeader
        title={t('companyProfile.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            {customerView && c && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<ChatOutlinedIcon />}
                onClick={() => setKamOpen(true)}
                data-testid="contact-kam"
              >
                {t('companyProfile.contactKam')}
              </Button>
            )}
            {canEdit && c && (
              <Tooltip title={t('companyProfile.edit')}>
                <IconButton aria-label={t('companyProfile.edit')} onClick={() => setEditing(true)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!c ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1, columnGap: 2 }}
          >
            {rows.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {t(`companyProfile.fields.${key}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-testid={`company-${key}`}
                >
                  {value === null || value === undefined || value === '' ? '—' : String(value)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {c && canEdit && customerView && companyFormIncomplete(c) && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button component={RouterAdapter} to="/company-form" size="small">
                {t('companyProfile.completeForm')}
              </Button>
            }
          >
            {t('companyProfile.formIncomplete')}
          </Alert>
        )}
      </CardContent>
      {c && editing && <CompanyEditModal company={c} open={editing} onClose={() => setEditing(false)} />}
      {kamOpen && <WithKamDialog open={kamOpen} onClose={() => setKamOpen(false)} />}
    </Card>
  );
}
