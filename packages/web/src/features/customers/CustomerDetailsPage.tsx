import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails, UserSummary } from '@atrium/contract';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/EmptyState';
import { useFormatDate } from '../../lib/dates';
import { accountTypeKey } from '../workspace';
import { useAllKams, useAssignKam, useCustomerDetails } from './api/details';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * /portal/customers/details?company={tenant externalId}: a customer's profile, plan, members, flows, KAM and experts
 * for staff; staff admins assign the KAM here. The accounting tab is its own page.
 */
export default function CustomerDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('company');
  const details = useCustomerDetails(id);
  const back = (
    <Button component={RouterLink} to="/portal/customers">
      {t('customers.details.back')}
    </Button>
  );
  if (!id || details.isError)
    return (
      <>
        <PageHeader title={t('customers.details.title')} />
        {details.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('customers.details.loadError')}
          </Alert>
        )}
        <EmptyState icon={<ApartmentOutlinedIcon />} title={t('customers.details.pick')} action={back} />
      </>
    );
  const d = details.data;
  return (
    <>
      <PageHeader
        title={d?.customer.name ?? t('customers.details.title')}
        subtitle={d ? t(accountTypeKey(d.customer.accountType)) : ' '}
      />
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        {back}
        <Button
          component={RouterLink}
          to={`/portal/customers/details/accounting?company=${encodeURIComponent(id)}`}
          variant="outlined"
        >
          {t('customers.details.accounting')}
        </Button>
      </Stack>
      {d && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Profile d={d} />
          <Stack sx={{ gap: 2 }}>
            <Section title={t('customers.details.plan')}>
              <Typography sx={{ fontWeight: 600 }}>{d.plan.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('customers.details.seats', { used: d.plan.seatsUsed, limit: d.plan.seatLimit })}
              </Typography>
            </Section>
            <Kam d={d} />
          </Stack>
          <Flows d={d} />
          <Section title={t('customers.details.members')}>
            <People people={d.members} empty={t('customers.details.noMembers')} testId="member" />
          </Section>
          <Section title={t('customers.details.experts')}>
            {d.experts.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('customers.details.noExperts')}</Typography>
            ) : (
              <List dense disablePadding>
                {d.experts.map((e) => (
                  <ListItem key={e.userExternalId} disableGutters data-testid="expert">
                    <ListItemText primary={e.fullName} secondary={[e.role, e.service].filter(Boolean).join(' · ')} />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>
        </Box>
      )}
    </>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Profile({ d }: { d: CustomerDetails }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const c = d.company;
  const rows: [string, string | number | null | undefined][] = c
    ? [
        [t('customers.details.legalName'), c.legalName],
        [t('customers.details.country'), c.country],
        [
          t('customers.details.address'),
          [c.address.streetAddress, c.address.city, c.address.state].filter(Boolean).join(', ') || null,
        ],
        [t('customers.details.website'), c.url],
        [t('customers.details.telephone'), c.telephone],
        [t('customers.details.industry'), c.companyContext.industry],
        [t('customers.details.yearFounded'), c.yearFounded],
        [t('customers.details.employees'), c.numberOfEmployees],
      ]
    : [];
  return (
    <Section title={t('customers.details.profile')} testId="customer-profile">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('customers.since', { date: date(d.customer.createdAt) })}
      </Typography>
      {c?.companyContext.companyDescription && (
        <Typography sx={{ mb: 1 }}>{c.companyContext.companyDescription}</Typography>
      )}
      {!c && <Typography sx={{ color: 'text.secondary' }}>{t('customers.details.noProfile')}</Typography>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {k}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
      </Box>
    </Section>
  );
}

function Kam({ d }: { d: CustomerDetails }) {
  const { t } = useTranslation();
  const kams = useAllKams();
  const assign = useAssignKam(d.customer.externalId);
  const [choice, setChoice] = useState<UserSummary | null>(null);
  return (
    <Section title={t('customers.details.kam')} testId="customer-kam">
      <Typography sx={{ fontWeight: 600 }} data-testid="current-kam">
        {d.kam ? fullName(d.kam) : t('customers.unassigned')}
      </Typography>
      {d.kam && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {d.kam.email}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
        <Autocomplete
          size="small"
          options={(kams.data ?? []).filter((u) => u.externalId !== d.kam?.externalId)}
          value={choice}
          onChange={(_, v) => setChoice(v)}
          getOptionLabel={fullName}
          isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
          loading={kams.isLoading}
          loadingText={t('common.loading')}
          noOptionsText={t('customers.details.noKams')}
          sx={{ flex: 1, minWidth: 200 }}
          renderInput={(p) => <TextField {...p} label={t('customers.details.newKam')} />}
        />
        <Button
          variant="contained"
          disabled={!choice || assign.isPending}
          onClick={() => choice && assign.mutate(choice.externalId, { onSuccess: () => setChoice(null) })}
        >
          {t('customers.details.assignKam')}
        </Button>
      </Stack>
    </Section>
  );
}

function Flows({ d }: { d: CustomerDetails }) {
  const { t } = useTranslation();
  return (
    <Section title={t('customers.details.flows')} testId="customer-flows">
      {d.flows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('customers.details.noFlows')}</Typography>
      ) : (
        <List dense disablePadding>
          {d.flows.map((f) => (
            <ListItem key={f.externalId} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/product-manager/${f.externalId}`}>
                    {f.name}
                  </Link>
                }
                secondary={t('customers.details.progress', { done: f.doneCount, total: f.taskCount })}
              />
              <Chip
                size="small"
                variant="outlined"
                label={t(
                  f.finalized
                    ? 'customers.details.flowFinalized'
                    : f.active
                      ? 'customers.details.flowActive'
                      : 'customers.details.flowInactive',
                )}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function People({ people, empty, testId }: { people: UserSummary[]; empty: string; testId: string }) {
  if (people.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <List dense disablePadding>
      {people.map((p) => (
        <ListItem key={p.externalId} disableGutters data-testid={testId}>
          <ListItemText primary={fullName(p)} secondary={[p.title, p.email].filter(Boolean).join(' · ')} />
        </ListItem>
      ))}
    </List>
  );
}
