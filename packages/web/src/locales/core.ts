// The English strings of the pages anyone can open before signing in (sign-in, sign-up, onboarding, invitations,
// checkout, error and content pages) and of the shell around them. They ship with the first page load; every other
// feature's English arrives with the signed-in app (lib/i18n.ts `appStrings`), so a new feature's strings stay out of
// the first load unless they are added here.
import auth from './en/auth.json';
import cms from './en/cms.json';
import common from './en/common.json';
import companyProfile from './en/companyProfile.json';
import content from './en/content.json';
import dialogs from './en/dialogs.json';
import errorPages from './en/errorPages.json';
import errors from './en/errors.json';
import generating from './en/generating.json';
import invitations from './en/invitations.json';
import language from './en/language.json';
import locations from './en/locations.json';
import nav from './en/nav.json';
import onboarding from './en/onboarding.json';
import settings from './en/settings.json';
import shell from './en/shell.json';
import subscriptions from './en/subscriptions.json';
import workspace from './en/workspace.json';

export const enCore = {
  auth,
  cms,
  common,
  companyProfile,
  content,
  dialogs,
  errorPages,
  errors,
  generating,
  invitations,
  language,
  locations,
  nav,
  onboarding,
  settings,
  shell,
  subscriptions,
  workspace,
};
