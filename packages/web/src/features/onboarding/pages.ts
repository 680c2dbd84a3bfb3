/** The onboarding feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

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
export const CompanyAddPage = lazy(() => import('./pages/CompanyAddPage'));
export const CompanyFormPage = lazy(() => import('./pages/CompanyFormPage'));
