import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_MESSAGES } from '@atrium/contract';
import { AuthLayout, RouterLink } from '../../auth';
import { CountrySelect } from '../../locations';
import { ApiError } from '../../../lib/api-error';
import { onboardingApi } from '../api';
import { onboardingStore } from '../storage';
import { onboardingMessage } from '../messages';

function StepFrame({
  title,
  subtitle,
  children,
  back,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  back?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout title={title} subtitle={subtitle} wide>
      <Stack spacing={2}>
        {children}
        {back && (
          <Button onClick={() => void navigate(back)} sx={{ alignSelf: 'flex-start' }}>
            {t('onboarding.back')}
          </Button>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('onboarding.signup.haveAccount')} <RouterLink to="/login">{t('onboarding.signup.logIn')}</RouterLink>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}

/** /signup and /signup/account-type: a company or an individual account. */
export function AccountTypeStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = (to: string, icon: ReactNode, title: string, text: string) => (
    <Card variant="outlined">
      <CardActionArea onClick={() => void navigate(to)} sx={{ p: 1 }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {icon}
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
  return (
    <StepFrame title={t('onboarding.signup.accountTypeTitle')} subtitle={t('onboarding.signup.accountTypeSubtitle')}>
      {choice(
        '/signup/company',
        <BusinessIcon color="primary" fontSize="large" />,
        t('onboarding.signup.company'),
        t('onboarding.signup.companyText'),
      )}
      {choice(
        '/signup/individual',
        <PersonIcon color="primary" fontSize="large" />,
        t('onboarding.signup.individual'),
        t('onboarding.signup.individualText'),
      )}
    </StepFrame>
  );
}

/** /signup/company: the company path starts with the country. */
export function CompanyStart() {
  return <Navigate to="/signup/country-select" replace />;
}

/** /signup/country-select: where the company is (or will be) incorporated. */
export function CountryStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [country, setCountry] = useState<string | null>((onboardingStore.company()?.country as string) || 'US');
  return (
    <StepFrame title={t('onboarding.signup.countryTitle')} back="/signup">
      <CountrySelect value={country} onChange={setCountry} />
      <Button
        variant="contained"
        disabled={!country}
        onClick={() => {
          // A different country makes the stored state meaningless (spec 1 §5: changing the country clears the state).
          const prev = onboardingStore.company() ?? {};
          onboardingStore.setCompany({
            ...prev,
            country: country!,
            ...(prev.country !== country ? { state: '' } : {}),
          });
          void navigate('/signup/company/incorporation');
        }}
      >
        {t('onboarding.continue')}
      </Button>
    </StepFrame>
  );
}

/** /signup/company/incorporation: is it a Delaware C-Corp? */
export function IncorporationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(onboardingStore.company()?.delawareCCorp ? 'yes' : 'no');
  return (
    <StepFrame title={t('onboarding.signup.incorporationTitle')} back="/signup/country-select">
      <RadioGroup name="delawareCCorp" value={value} onChange={(e) => setValue(e.target.value)}>
        <FormControlLabel value="yes" control={<Radio />} label={t('onboarding.signup.delawareYes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('onboarding.signup.delawareNo')} />
      </RadioGroup>
      <Button
        variant="contained"
        onClick={() => {
          onboardingStore.setCompany({ ...onboardingStore.company(), delawareCCorp: value === 'yes' });
          void navigate('/signup/company/info');
        }}
      >
        {t('onboarding.continue')}
      </Button>
    </StepFrame>
  );
}

/** /signup/company/info: the company name, checked by the server before moving on. */
export function CompanyInfoStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState((onboardingStore.company()?.companyName as string) ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const next = async () => {
    if (!name.trim()) return setError(onboardingMessage(ONBOARDING_MESSAGES.companyName));
    setBusy(true);
    try {
      await onboardingApi.validateCompanyName(name.trim());
      onboardingStore.setCompany({ ...onboardingStore.company(), companyName: name.trim() });
      await navigate('/signup/company/connect');
    } catch (err) {
      setError(err instanceof ApiError ? onboardingMessage(err.message) : t('onboarding.errors.registration'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StepFrame title={t('onboarding.signup.infoTitle')} back="/signup/company/incorporation">
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void next())}>
        <Stack spacing={2}>
          <TextField
            label={t('onboarding.company.companyName')}
            name="companyName"
            required
            autoFocus
            value={name}
            onChange={(e) => (setName(e.target.value), setError(undefined))}
            error={!!error}
            helperText={error}
          />
          <Button type="submit" variant="contained" loading={busy}>
            {t('onboarding.continue')}
          </Button>
        </Stack>
      </Box>
    </StepFrame>
  );
}

/** /signup/company/connect: what happens next (accounting is connected from Integrations after sign-up). */
export function ConnectStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StepFrame title={t('onboarding.signup.connectTitle')} back="/signup/company/info">
      <Typography>{t('onboarding.signup.connectText')}</Typography>
      <Button variant="contained" onClick={() => void navigate('/personal-information')}>
        {t('onboarding.continue')}
      </Button>
    </StepFrame>
  );
}

/**
 * /checkout/:companyName/:annualExpenses: the pricing page's entry. The company name and the expenses are kept,
 * and onboarding then starts at the activity step (FROM-CHECKOUT-PAGE) after the personal information.
 */
export function CheckoutEntry() {
  const { companyName = '', annualExpenses = '' } = useParams();
  onboardingStore.setCompany({ ...onboardingStore.company(), companyName });
  if (/^\d+(\.\d+)?$/.test(annualExpenses)) onboardingStore.setActivityFromProduct({ expenses: annualExpenses });
  onboardingStore.setComesFromProductPage();
  return <Navigate to="/personal-information" replace />;
}
