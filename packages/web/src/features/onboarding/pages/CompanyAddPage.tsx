import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type OnboardingCompany } from '@atrium/contract';
import { useSession } from '../../../session/session';
import { PageHeader } from '../../../components/PageHeader';
import { notify, notifyActionError } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-error';
import { loadWorkspaces, selectMembership, useWorkspace } from '../../../workspace/workspace';
import { CompanyForm } from '../components/CompanyForm';
import { companyFormApi } from '../company-api';

/**
 * /one/company-add: another company from inside the app (spec 1 §2.1). The onboarding company form; the company is
 * created in the selected workspace with the person as its admin, then it is selected — the workspace selector lists it.
 */
export default function CompanyAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspace = useWorkspace().selectedWorkspace;
  const user = useSession().user;
  const mayCreate = !!user && hasPermission(user, 'companyCreate');

  async function create(values: OnboardingCompany) {
    let tenantExternalId: string;
    try {
      const company = await companyFormApi.create(values, workspace?.externalId);
      tenantExternalId = company.tenant.externalId;
    } catch (err) {
      // A name taken meanwhile goes on the name field (CompanyForm); anything else is said here.
      if (!(err instanceof ApiError && err.status === 409)) notifyActionError(err);
      throw err;
    }
    notify(t('onboarding.companyAdd.created', { name: values.companyName }), 'success');
    try {
      await loadWorkspaces({ preferTenant: tenantExternalId });
    } catch {
      notify(t('workspace.fetchError'), 'error');
    }
    if (selectMembership(tenantExternalId)) await queryClient.invalidateQueries();
    void navigate('/one/home');
  }

  return (
    <>
      <PageHeader title={t('onboarding.companyAdd.title')} subtitle={t('onboarding.companyAdd.subtitle')} />
      <Card variant="outlined" sx={{ maxWidth: 960 }}>
        <CardContent>
          {!mayCreate ? (
            <Alert severity="info">{t('onboarding.companyAdd.notAllowed')}</Alert>
          ) : (
            <Stack sx={{ gap: 2 }}>
              {workspace && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('onboarding.companyAdd.inWorkspace', { workspace: workspace.slug })}
                </Typography>
              )}
              <CompanyForm onSubmit={(v) => create(v)} submitLabel={t('onboarding.companyAdd.submit')} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
