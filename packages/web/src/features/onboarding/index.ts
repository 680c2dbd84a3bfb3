/** What other code may use from the onboarding feature. */
import { lazy } from 'react';
export { bind } from './field';
export { onboardingMessage } from './messages';
export { scrollToFirstInvalid } from './scroll';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const OnboardingPage = lazy(() => import('./pages/OnboardingPage'));
export const PersonalInformationPage = lazy(() => import('./pages/PersonalInformationPage'));
const signupStep = (name: keyof typeof import('./pages/SignupSteps')) =>
  lazy(async () => ({ default: (await import('./pages/SignupSteps'))[name] }));
export const AccountTypeStep = signupStep('AccountTypeStep');
export const CompanyStart = signupStep('CompanyStart');
export const CountryStep = signupStep('CountryStep');
export const IncorporationStep = signupStep('IncorporationStep');
export const CompanyInfoStep = signupStep('CompanyInfoStep');
export const ConnectStep = signupStep('ConnectStep');
export const CheckoutEntry = signupStep('CheckoutEntry');
