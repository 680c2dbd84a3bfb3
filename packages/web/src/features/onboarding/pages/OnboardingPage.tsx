import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  FROM_CHECKOUT_PAGE,
  FROM_PRODUCT_PAGE,
  ONBOARDING_MESSAGES,
  onboardingCompanySchema,
  type ActivityForm as ActivityValues,
  type Company,
  API,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-error';
import { isLoggedIn, useSession } from '../../../session/session';
import { onboardingApi } from '../api';
import { onboardingStore } from '../storage';
import { OnboardingLayout } from '../components/OnboardingLayout';
import { CompanyForm } from '../components/CompanyForm';
import { ActivityForm } from '../components/ActivityForm';
import { AFTER_SIGNUP_PATH, sendToNotSupported, signInAfterOnboarding } from '../finish';
import { onboardingMessage } from '../messages';

/** /onboarding/:codeExternalId (spec 1 §2.5, §4.4): Company then Activity; product and checkout entries start at Activity. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { codeExternalId = '' } = useParams();
  const fromProduct = codeExternalId === FROM_PRODUCT_PAGE || codeExternalId === FROM_CHECKOUT_PAGE;
  const [step, setStep] = useState<'company' | 'activity'>(fromProduct ? 'activity' : 'company');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An already onboarded (signed-in) user coming from the product page only answers the activity form.
  const existingUser = fromProduct && isLoggedIn(session);

  const goHome = (fullLoad = true) => {
    onboardingStore.clear();
    if (sendToNotSupported()) void navigate('/not-supported', { replace: true });
    else if (fullLoad)
      window.location.assign(AFTER_SIGNUP_PATH); // a full page load after sign-up (spec 1 §2.5)
    else void navigate(AFTER_SIGNUP_PATH, { replace: true });
  };

  /**
   * A signed-in customer answering from the product page: its session is loaded already, so the way home stays in the
   * app — a full page load would drop the 'already answered' warning before anyone could read it (issue 13).
   */
  async function answerForExistingUser(activity: ActivityValues) {
    setSubmitting(true);
    try {
      const company = await http.get<Company>(API.company.tenant);
      await onboardingApi.answerActivityForm(company.externalId, activity);
    } catch {
      notify(onboardingMessage(ONBOARDING_MESSAGES.alreadyAnswered)!, 'warning');
    }
    goHome(false);
  }

  async function finish(activity: ActivityValues | null) {
    setError(null);
    const user = onboardingStore.user();
    if (!user) {
      void navigate('/personal-information');
      return;
    }
    const company = onboardingCompanySchema.safeParse(onboardingStore.company() ?? {});
    if (!company.success) {
      setStep('company');
      return;
    }
    onboardingStore.setSkipped(activity === null);
    setSubmitting(true);
    try {
      const made = await onboardingApi.onboardUser({
        user,
        company: company.data,
        activity,
        hasSkippedActivityForm: activity === null,
      });
      onboardingStore.clear();
      const next = await signInAfterOnboarding(user.email, user.password, made.userExternalId);
      if (next.kind === 'signed-in') goHome();
      else
        void navigate(`/verify-email/${encodeURIComponent(next.userExternalId)}`, {
          replace: true,
          state: { email: next.email },
        });
    } catch (err) {
      // Spec 1 §8: the server's message, else 'An error occurred during registration.'; loading ends.
      setError(err instanceof ApiError && err.message ? err.message : t('onboarding.errors.registration'));
      setSubmitting(false);
    }
  }

  if (step === 'company') {
    return (
      <OnboardingLayout step="company">
        <CompanyForm
          defaultValues={onboardingStore.company() ?? undefined}
          onBack={() => void navigate('/personal-information')}
          onSubmit={(_, raw) => {
            onboardingStore.setCompany(raw);
            setStep('activity');
          }}
        />
      </OnboardingLayout>
    );
  }
  return (
    <OnboardingLayout step="activity">
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <ActivityForm
        defaultValues={onboardingStore.activity() ?? undefined}
        submitting={submitting}
        onBack={existingUser ? undefined : () => setStep('company')}
        onSkip={existingUser ? () => goHome(false) : () => void finish(null)}
        onSubmit={(values, raw) => {
          onboardingStore.setActivity(raw);
          return existingUser ? answerForExistingUser(values) : finish(values);
        }}
      />
    </OnboardingLayout>
  );
}
