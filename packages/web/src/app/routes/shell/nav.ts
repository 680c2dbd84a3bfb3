import { inboxPath } from '../../../features/inbox-client';
import {
  ONE_LANDING_PATH,
  PORTAL_LANDING_PATH,
  ROLES,
  hasPermission,
  type AccountType,
  type CurrentUser,
  type View,
} from '@atrium/contract';
import type { TranslationKey } from '../../../lib/i18n-keys';

export type NavIcon =
  | 'home'
  | 'notifications'
  | 'settings'
  | 'customers'
  | 'team'
  | 'inbox'
  | 'documents'
  | 'services'
  | 'users'
  | 'taxDeadlines'
  | 'taxTimeline'
  | 'tasks'
  | 'products'
  | 'workload';
export interface NavItem {
  id: string;
  to: string;
  labelKey: TranslationKey;
  icon: NavIcon;
  /** Shows the unread notification count, or the count of chats with unread messages. */
  badge?: 'notifications' | 'chat';
  /** Active on every path under this prefix (routes with a parameter). */
  activePrefix?: string;
}

/**
 * The areas that exist so far, per view (spec 1 §2.2). Areas not built yet (data rooms,
 * accounting…) are deliberately absent: nothing in the navigation pretends to work. Individual accounts do not see
 * Tasks and Documents (spec 1 §2.2, §6).
 */
export function navItems(
  view: View,
  accountType: AccountType | null = null,
  opts: { portalAdmin?: boolean } = {},
): NavItem[] {
  if (view === 'portal') {
    return [
      { id: 'customers', to: '/portal/customers', labelKey: 'nav.customers', icon: 'customers' },
      {
        id: 'tasks',
        to: '/portal/tasks/admin',
        labelKey: 'nav.tasks',
        icon: 'tasks',
        activePrefix: '/portal/task',
      },
      { id: 'product-manager', to: '/product-manager', labelKey: 'nav.productManager', icon: 'products' },
      { id: 'workload', to: '/portal/workload', labelKey: 'nav.workload', icon: 'workload' },
      { id: 'team', to: '/portal/atrium-team', labelKey: 'nav.team', icon: 'team' },
      {
        id: 'inbox',
        to: inboxPath('portal'),
        labelKey: 'nav.inbox',
        icon: 'inbox',
        badge: 'chat',
        activePrefix: inboxRoot('portal'),
      },
      { id: 'documents', to: '/portal/document-center', labelKey: 'nav.documents', icon: 'documents' },
      {
        id: 'tax-deadlines',
        to: '/portal/customers/details/accounting',
        labelKey: 'accounting.nav.taxDeadlines',
        icon: 'taxDeadlines',
      },
      { id: 'tax-timeline', to: '/portal/tax-timeline', labelKey: 'accounting.nav.taxTimeline', icon: 'taxTimeline' },
      {
        id: 'notifications',
        to: '/portal/notifications',
        labelKey: 'nav.notifications',
        icon: 'notifications',
        badge: 'notifications',
      },
      // Portal user management: portal admins only (spec 1 §2.1, §6).
      ...(opts.portalAdmin
        ? [
            {
              id: 'userManagement',
              to: USER_MANAGEMENT_PATH,
              labelKey: 'nav.userManagement',
              icon: 'users',
            } as const,
          ]
        : []),
    ];
  }
  return [
    { id: 'home', to: '/one/home', labelKey: 'nav.home', icon: 'home' },
    ...(accountType === 'INDIVIDUAL'
      ? []
      : [
          {
            id: 'tasks',
            to: '/one/tasks',
            labelKey: 'nav.tasks',
            icon: 'tasks',
            activePrefix: '/one/task',
          } as const,
        ]),
    {
      id: 'inbox',
      to: inboxPath('one'),
      labelKey: 'nav.inbox',
      icon: 'inbox',
      badge: 'chat',
      activePrefix: inboxRoot('one'),
    },
    ...(accountType === 'INDIVIDUAL'
      ? []
      : [{ id: 'documents', to: '/one/document-center', labelKey: 'nav.documents', icon: 'documents' } as const]),
    {
      id: 'notifications',
      to: '/one/notifications',
      labelKey: 'nav.notifications',
      icon: 'notifications',
      badge: 'notifications',
    },
    // Just above 'Add products' (spec 1 §2.2): what the provider can do, and a way to ask for it.
    {
      id: 'services',
      to: '/one/services',
      labelKey: 'nav.services',
      icon: 'services',
    },
  ];
}

export const USER_MANAGEMENT_PATH = '/portal/admin/user-management';

/** The integrations link of the footer: customer view, not for individuals (spec 1 §2.2) nor the provider's tenant. */
export const showIntegrations = (view: View, tenant: { accountType: AccountType; isInternal: boolean } | null) =>
  view === 'one' && !!tenant && tenant.accountType !== 'INDIVIDUAL' && !tenant.isInternal;

/** The task list of the view (the mobile bottom bar's tasks entry); none for individual accounts. */
export const tasksPath = (view: View, accountType: AccountType | null = null) =>
  view === 'portal' ? '/portal/tasks/admin' : accountType === 'INDIVIDUAL' ? null : '/one/tasks';

export const settingsPath = (view: View) => (view === 'portal' ? '/portal/settings' : '/one/settings');
/** Where the inbox nav item is active: any conversation of the view's inbox. */
export const inboxRoot = (view: View) => (view === 'portal' ? '/portal/inbox' : '/one/communications');
export const notificationsPath = (view: View) => (view === 'portal' ? '/portal/notifications' : '/one/notifications');

/** Admin tools link: a SUPERADMIN whose e-mail is on the internal domain (spec 1 §2.2, §6). */
export function canSeeAdminTools(user: CurrentUser | null, internalEmailDomain: string | undefined): boolean {
  if (!user || !internalEmailDomain) return false;
  const superadmin = user.roles.some((r) => r.name === ROLES.superadmin);
  return superadmin && user.user.email.toLowerCase().endsWith(`@${internalEmailDomain.toLowerCase()}`);
}

/** The one ↔ portal toggle: users holding both access permissions (spec 1 §6). */
export function canToggleView(user: CurrentUser | null): boolean {
  return !!user && hasPermission(user, 'oneAccess') && hasPermission(user, 'portalAccess');
}

export const otherViewPath = (view: View) => (view === 'portal' ? ONE_LANDING_PATH : PORTAL_LANDING_PATH);
