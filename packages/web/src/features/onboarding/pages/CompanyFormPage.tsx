import { Alert, Box, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnboardingCompany } from '@atrium/contract';
import { notify, notifyActionError } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-error';
import { useWorkspace } from '../../../workspace/workspace';
import { CompanyForm } from '../components/CompanyForm';
import { companyFormApi, companyFormIncomplete, companyFormValues } from '../company-api';

const HOME = '/one/home';

/**
 * /company-form (signed in, spec 1 §2.1): the onboarding company form of the selected company — to complete it for a
 * company created without it, or to edit it. Only the company's admin may save (the server says 403 otherwise).
 */
export default function CompanyFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useWorkspace().selectedTenantMembership?.tenant;
  const company = useQuery({
    queryKey: ['company-form', tenant?.externalId ?? null],
    queryFn: () => companyFormApi.current(),
    enabled: !!tenant,
  });

  async function save(values: OnboardingCompany) {
    try {
      await companyFormApi.saveForm(values);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) notifyActionError(err);
      throw err;
    }
    notify(t('onboarding.companyForm.saved'), 'success');
    await queryClient.invalidateQueries();
    void navigate(HOME);
  }

  const c = company.data;
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, md: 5 } }}>
      <Container maxWidth="md">
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
              {t('onboarding.companyForm.title')}
            </Typography>
            <Button onClick={() => void navigate(HOME)}>{t('onboarding.companyForm.back')}</Button>
          </Stack>
          {!tenant ? (
            <Alert severity="info">{t('onboarding.companyForm.noCompany')}</Alert>
          ) : company.isError ? (
            <Alert severity="error">{t('onboarding.companyForm.loadError')}</Alert>
          ) : !c ? (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('common.loading')} />
            </Stack>
          ) : (
            <>
              <Typography sx={{ color: 'text.secondary' }}>
                {companyFormIncomplete(c)
                  ? t('onboarding.companyForm.incomplete', { name: c.companyName })
                  : t('onboarding.companyForm.edit', { name: c.companyName })}
              </Typography>
              <Card variant="outlined">
                <CardContent>
                  <CompanyForm
                    key={c.externalId}
                    defaultValues={companyFormValues(c)}
                    currentName={c.companyName}
                    onSubmit={(v) => save(v)}
                    submitLabel={t('onboarding.companyForm.save')}
                  />
                </CardContent>
              </Card>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
