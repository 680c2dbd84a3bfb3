// One JSON file per feature and language (locales/<lang>/<feature>.json); the file name is the top-level key, so
// features add their strings without touching each other's files (a new en file also gets its line in `en` below).
import accounting from './en/accounting.json';
import assistant from './en/assistant.json';
import auth from './en/auth.json';
import chat from './en/chat.json';
import cms from './en/cms.json';
import common from './en/common.json';
import companyProfile from './en/companyProfile.json';
import content from './en/content.json';
import customerCreation from './en/customerCreation.json';
import customers from './en/customers.json';
import dataRoom from './en/dataRoom.json';
import dataRoomFile from './en/dataRoomFile.json';
import dataRoomFiles from './en/dataRoomFiles.json';
import dataRoomImport from './en/dataRoomImport.json';
import dialogs from './en/dialogs.json';
import documentCenter from './en/documentCenter.json';
import errorPages from './en/errorPages.json';
import errors from './en/errors.json';
import fundraising from './en/fundraising.json';
import generating from './en/generating.json';
import home from './en/home.json';
import inboxClient from './en/inboxClient.json';
import inboxPortal from './en/inboxPortal.json';
import invitations from './en/invitations.json';
import language from './en/language.json';
import links from './en/links.json';
import locations from './en/locations.json';
import nav from './en/nav.json';
import notifications from './en/notifications.json';
import onboarding from './en/onboarding.json';
import preview from './en/preview.json';
import profile from './en/profile.json';
import services from './en/services.json';
import settings from './en/settings.json';
import shell from './en/shell.json';
import subscriptions from './en/subscriptions.json';
import tasks from './en/tasks.json';
import taskCreate from './en/taskCreate.json';
import taxonomy from './en/taxonomy.json';
import team from './en/team.json';
import userManagement from './en/userManagement.json';
import logmeas from './en/logmeas.json';
import workspace from './en/workspace.json';
import spending from './en/spending.json';
import planning from './en/planning.json';
import sharedSpaces from './en/sharedSpaces.json';
import pipeline from './en/pipeline.json';
import smartlists from './en/smartlists.json';
import investorTools from './en/investorTools.json';

type Tree = Record<string, unknown>;

export function byFeature(files: Record<string, unknown>): Tree {
  const tree: Tree = {};
  for (const [path, mod] of Object.entries(files)) {
    const feature = /\/([^/]+)\.json$/.exec(path)![1];
    tree[feature] = (mod as { default?: unknown }).default ?? mod;
  }
  return tree;
}

/**
 * English, listed file by file so its shape types every `t()` key (lib/i18next.d.ts): a key missing here fails the
 * type check. locales.test.ts checks that no en file is left out of this list; es must have the same keys.
 */
export const en = {
  accounting,
  auth,
  chat,
  cms,
  common,
  companyProfile,
  content,
  customerCreation,
  customers,
  dataRoom,
  dataRoomFile,
  dataRoomFiles,
  dataRoomImport,
  dialogs,
  documentCenter,
  errorPages,
  errors,
  generating,
  home,
  inboxClient,
  inboxPortal,
  invitations,
  language,
  links,
  locations,
  nav,
  notifications,
  onboarding,
  preview,
  profile,
  services,
  settings,
  shell,
  subscriptions,
  tasks,
  taskCreate,
  taxonomy,
  team,
  userManagement,
  logmeas,
  workspace,
  spending,
  planning,
  sharedSpaces,
  fundraising,
  pipeline,
  smartlists,
  assistant,
  investorTools,
};
