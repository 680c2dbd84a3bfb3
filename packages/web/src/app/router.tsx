import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RequireAuth, PublicOnly, LandingRedirect, WithAppStrings } from './guards';
import { SessionBootstrap } from './SessionBootstrap';
import { FullPageLoader } from '../components/FullPageLoader';
// Each feature's pages.ts hands out its routed pages as lazy components (a chunk each); index.ts the rest.
import {
  ForgotPasswordEmailSentPage,
  ForgotPasswordPage,
  LoginPage,
  RedirectPage,
  ResetPasswordPage,
  SignupPage,
  VerifyEmailPage,
  VerifyingEmailPage,
} from '../features/auth/pages';
import {
  AccountTypeStep,
  CheckoutEntry,
  CompanyInfoStep,
  CompanyStart,
  ConnectStep,
  CountryStep,
  IncorporationStep,
  CompanyAddPage,
  CompanyFormPage,
  OnboardingPage,
  PersonalInformationPage,
} from '../features/onboarding/pages';
import { ProfilePage } from '../features/profile/pages';
import { ManagerProjectPage } from '../features/cms/pages';
import { CsvImportPage } from '../features/customer-creation/pages';
import { RouteErrorPage } from '../features/errors';
import { NotFoundPage, NotSupportedPage, UnauthorizedPage } from '../features/errors/pages';
import { NotificationsPage } from '../features/notifications/pages';
import { CustomerDetailsPage, CustomersPage } from '../features/customers/pages';
import { ClientInboxPage } from '../features/inbox-client/pages';
import { InvitationPage, RegisterInvitedUserPage } from '../features/invitations/pages';
import { TeamMemberPage, TeamPage } from '../features/team/pages';
import { PortalInboxPage } from '../features/inbox-portal/pages';
import { ModuleGate } from '../features/subscriptions';
import {
  BillingDetailsPage,
  ChoosePlanPage,
  ConfirmPurchasePage,
  PaywallPage,
  SelectAddOnsPage,
} from '../features/subscriptions/pages';
import { DataRoomFilesPage, DataRoomLandingPage, DataRoomLayout } from '../features/data-room/pages';
import { DocumentCenterPage } from '../features/document-center/pages';
import { AdvertisingPage, LegalPage, ServicesPage } from '../features/services/pages';
import { FaqPage, TermsPage } from '../features/content/pages';
import { UserManagementPage } from '../features/user-management/pages';
import { LogMeasPage } from '../features/logmeas/pages';
import { DashboardsPage, IntegrationsPage, PortalAccountingPage, TaxDeadlinesPage } from '../features/accounting/pages';
import { SpendingDetailsPage, SpendingPage } from '../features/accounting/pages';
import { PortalTaxTimelinePage, TaxTimelinePage } from '../features/accounting/pages';
import { ProductFlowPage, ProductManagerPage, TaskDetailPage, TaskListPage } from '../features/tasks/pages';
import { WorkloadPage } from '../features/tasks/pages';
import { TaskCreatePage } from '../features/tasks/pages';
import {
  CreateRoomPage,
  RoomAnalyticsPage,
  RoomExpiredPage,
  RoomInsidePage,
  RoomsPage,
  ShareByLinkPage,
  SharedCheckEmailPage,
  SharedForLoginPage,
  SharedRoomPage,
  RoomFilePage,
  FinancialReportPage,
  SharedFilePage,
  SharedFinancialReportPage,
} from '../features/shared-spaces/pages';
import { FundraisingPage, PipelinePage, SmartListPage } from '../features/fundraising/pages';

// The composition pages of app/routes/ (each combines several features).
const AppShell = lazy(() => import('./routes/shell/AppShell'));
const HomePage = lazy(() => import('./routes/HomePage'));
const SettingsPage = lazy(() => import('./routes/SettingsPage'));
const AdminToolsPage = lazy(() => import('./routes/AdminToolsPage'));

const page = (node: ReactNode) => <Suspense fallback={<FullPageLoader />}>{node}</Suspense>;

/**
 * The master room (spec 3 §2): its own app bar over the landing page and the files screen, behind the same gate. A
 * deep link into it without the module (/one/data-room, /one/data-room/files) explains with the upgrade dialog before
 * the §4.3 redirect, instead of redirecting silently.
 */
export const dataRoomRoute = {
  path: 'data-room',
  element: page(
    <ModuleGate module="masterDataRoom" firstVisit="explain">
      <DataRoomLayout />
    </ModuleGate>,
  ),
  children: [
    { index: true, element: page(<DataRoomLandingPage />) },
    { path: 'files', element: page(<DataRoomFilesPage />) },
  ],
};

const dashboards = page(
  <ModuleGate module="dashboard">
    <DashboardsPage />
  </ModuleGate>,
);
/** Accounting (issue 17): the dashboards behind accounting-module, the deadlines behind tax-due-dates. */
export const accountingRoutes = [
  { path: 'accounting/home', element: dashboards },
  { path: 'accounting/dashboards', element: dashboards },
  {
    path: 'accounting/tax-deadlines',
    element: page(
      <ModuleGate module="taxDeadlines">
        <TaxDeadlinesPage />
      </ModuleGate>,
    ),
  },
  { path: 'integrations', element: page(<IntegrationsPage />) },
  // Spending (issue 17 item 4): behind accounting-module like the dashboards.
  {
    path: 'spending',
    element: page(
      <ModuleGate module="dashboard">
        <SpendingPage />
      </ModuleGate>,
    ),
  },
  {
    path: 'spending/details',
    element: page(
      <ModuleGate module="dashboard">
        <SpendingDetailsPage />
      </ModuleGate>,
    ),
  },
  {
    path: 'accounting/tax-timeline',
    element: page(
      <ModuleGate module="taxDeadlines">
        <TaxTimelinePage />
      </ModuleGate>,
    ),
  },
];

const sharedRoom = (node: ReactNode) => page(<ModuleGate module="sharedRooms">{node}</ModuleGate>);
/** Shared spaces (issue 15): the owner's screens behind the shared-rooms add-ons. */
export const sharedSpacesRoutes = [
  { path: 'virtual-data-rooms', element: sharedRoom(<RoomsPage />) },
  { path: 'virtual-data-rooms/create', element: sharedRoom(<CreateRoomPage />) },
  { path: 'virtual-data-rooms/inside', element: sharedRoom(<RoomInsidePage />) },
  { path: 'virtual-data-room/analytics', element: sharedRoom(<RoomAnalyticsPage />) },
  { path: 'virtual-data-rooms/file', element: sharedRoom(<RoomFilePage />) },
  { path: 'virtual-data-rooms/financial-report', element: sharedRoom(<FinancialReportPage />) },
];
/** The guests' pages: no account (a guest session of one room); they show the rooms' and data room's strings. */
const guestPage = (node: ReactNode) => page(<WithAppStrings>{node}</WithAppStrings>);
export const sharedSpacesGuestRoutes = [
  { path: '/share-by-link', element: guestPage(<ShareByLinkPage />) },
  { path: '/shared-check-email', element: guestPage(<SharedCheckEmailPage />) },
  { path: '/shared-for-login', element: guestPage(<SharedForLoginPage />) },
  { path: '/virtual-data-rooms/shared', element: guestPage(<SharedRoomPage />) },
  { path: '/room-expired', element: guestPage(<RoomExpiredPage />) },
  { path: '/spaces/shared/file', element: guestPage(<SharedFilePage />) },
  { path: '/spaces/shared/financial-report', element: guestPage(<SharedFinancialReportPage />) },
];

const fundraising = (node: ReactNode) => page(<ModuleGate module="fundraising">{node}</ModuleGate>);
/** Fundraising (issue 16): the investor search, a saved search, a smartlist; behind the smartlists add-ons. */
export const fundraisingRoutes = [
  { path: 'fundraising', element: fundraising(<FundraisingPage />) },
  { path: 'fundraising/advanced-search/:externalId/:searchExternalId', element: fundraising(<FundraisingPage />) },
  { path: 'fundraising/smart-list/:externalId', element: fundraising(<SmartListPage />) },
  {
    path: 'fundraising/pipeline/:externalId',
    element: fundraising(
      <ModuleGate module="pipelines">
        <PipelinePage />
      </ModuleGate>,
    ),
  },
];

function Root() {
  return (
    <SessionBootstrap>
      <Outlet />
    </SessionBootstrap>
  );
}

/** The route list of spec 1 §2.1 that exists so far; areas not built yet have no route and redirect to landing. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: page(
          <PublicOnly>
            <LoginPage />
          </PublicOnly>,
        ),
      },
      {
        path: '/login',
        element: page(
          <PublicOnly>
            <LoginPage />
          </PublicOnly>,
        ),
      },
      {
        path: '/register',
        element: page(
          <PublicOnly>
            <SignupPage />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup',
        element: page(
          <PublicOnly>
            <AccountTypeStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/account-type',
        element: page(
          <PublicOnly>
            <AccountTypeStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/individual',
        element: page(
          <PublicOnly>
            <SignupPage />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/company',
        element: page(
          <PublicOnly>
            <CompanyStart />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/country-select',
        element: page(
          <PublicOnly>
            <CountryStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/company/incorporation',
        element: page(
          <PublicOnly>
            <IncorporationStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/company/info',
        element: page(
          <PublicOnly>
            <CompanyInfoStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/signup/company/connect',
        element: page(
          <PublicOnly>
            <ConnectStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/one/signup',
        element: page(
          <PublicOnly>
            <AccountTypeStep />
          </PublicOnly>,
        ),
      },
      {
        path: '/personal-information',
        element: page(
          <PublicOnly>
            <PersonalInformationPage />
          </PublicOnly>,
        ),
      },
      {
        path: '/checkout/:companyName/:annualExpenses',
        element: page(
          <PublicOnly>
            <CheckoutEntry />
          </PublicOnly>,
        ),
      },
      // Signed-in users reach it from the product page (FROM-PRODUCT-PAGE) to answer the activity form.
      { path: '/onboarding/:codeExternalId', element: page(<OnboardingPage />) },
      { path: '/verify-email/:userExternalId', element: page(<VerifyEmailPage />) },
      { path: '/verifying-email/:code', element: page(<VerifyingEmailPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/forgot-password/email-sent', element: page(<ForgotPasswordEmailSentPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/redirect', element: page(<RedirectPage />) },
      { path: '/unauthorized', element: page(<UnauthorizedPage />) },
      { path: '/not-supported', element: page(<NotSupportedPage />) },
      { path: '/not-found', element: page(<NotFoundPage />) },
      { path: '/terms-and-policies', element: page(<TermsPage />) },
      { path: '/faq', element: page(<FaqPage />) },
      ...sharedSpacesGuestRoutes,
      {
        path: '/company-form',
        element: page(
          <RequireAuth permission="oneAccess">
            <CompanyFormPage />
          </RequireAuth>,
        ),
      },
      {
        path: '/manager/project/:externalId',
        element: page(
          <RequireAuth>
            <ManagerProjectPage />
          </RequireAuth>,
        ),
      },
      {
        path: '/invitation/company/:userEmail/:invitationExternalId',
        element: page(
          <RequireAuth>
            <InvitationPage />
          </RequireAuth>,
        ),
      },
      {
        path: '/company/invitation/register-user/:userEmail/:invitationExternalId',
        element: page(<RegisterInvitedUserPage />),
      },
      {
        path: '/one',
        element: page(
          <RequireAuth permission="oneAccess">
            <AppShell view="one" />
          </RequireAuth>,
        ),
        children: [
          { path: 'home', element: page(<HomePage />) },
          { path: 'notifications', element: page(<NotificationsPage />) },
          // ':atriumChatTeamExternalId' itself (or no parameter) means no conversation (spec 2 §2).
          { path: 'communications', element: page(<ClientInboxPage />) },
          { path: 'communications/:atriumChatTeamExternalId', element: page(<ClientInboxPage />) },
          { path: 'settings', element: page(<SettingsPage />) },
          { path: 'profile', element: page(<ProfilePage />) },
          { path: 'company-add', element: page(<CompanyAddPage />) },
          { path: 'paywall', element: page(<PaywallPage />) },
          { path: 'paywall/choose-plan', element: page(<ChoosePlanPage />) },
          { path: 'paywall/select-add-ons', element: page(<SelectAddOnsPage />) },
          { path: 'paywall/add-billing-details', element: page(<BillingDetailsPage />) },
          { path: 'paywall/confirm-purchase', element: page(<ConfirmPurchasePage />) },
          dataRoomRoute,
          { path: 'document-center', element: page(<DocumentCenterPage view="one" />) },
          { path: 'services', element: page(<ServicesPage />) },
          { path: 'legal', element: page(<LegalPage />) },
          { path: 'advertising', element: page(<AdvertisingPage />) },
          ...accountingRoutes,
          ...fundraisingRoutes,
          { path: 'tasks', element: page(<TaskListPage view="one" />) },
          { path: 'task-details/:taskExternalId', element: page(<TaskDetailPage view="one" />) },
          ...sharedSpacesRoutes,
          { index: true, element: <LandingRedirect /> },
        ],
      },
      {
        path: '/portal',
        element: page(
          <RequireAuth permission="portalAccess">
            <AppShell view="portal" />
          </RequireAuth>,
        ),
        children: [
          { path: 'customers', element: page(<CustomersPage />) },
          { path: 'atrium-team', element: page(<TeamPage />) },
          { path: 'atrium-team/member/:externalId', element: page(<TeamMemberPage />) },
          { path: 'inbox', element: page(<PortalInboxPage />) },
          { path: 'inbox/:atriumChatTeamExternalId', element: page(<PortalInboxPage />) },
          { path: 'notifications', element: page(<NotificationsPage />) },
          { path: 'settings', element: page(<SettingsPage />) },
          { path: 'document-center', element: page(<DocumentCenterPage view="portal" />) },
          // Portal admins only; the page sends anyone else to the 401 page (and the API refuses them too).
          { path: 'admin/user-management', element: page(<UserManagementPage />) },
          { path: 'customers/details/accounting', element: page(<PortalAccountingPage />) },
          { path: 'tax-timeline', element: page(<PortalTaxTimelinePage />) },
          { path: 'customers/details', element: page(<CustomerDetailsPage />) },
          { path: 'tasks/admin', element: page(<TaskListPage view="portal" />) },
          { path: 'tasks/new/:isBulkCreation', element: page(<TaskCreatePage />) },
          { path: 'task-details/:taskExternalId', element: page(<TaskDetailPage view="portal" />) },
          { path: 'workload', element: page(<WorkloadPage />) },
          { index: true, element: <LandingRedirect /> },
        ],
      },
      {
        path: '/product-manager',
        element: page(
          <RequireAuth permission="portalAccess">
            <AppShell view="portal" />
          </RequireAuth>,
        ),
        children: [
          { index: true, element: page(<ProductManagerPage />) },
          { path: ':productFlowExternalId', element: page(<ProductFlowPage />) },
        ],
      },
      {
        path: '/tools/admin',
        element: page(
          <RequireAuth permission="administration">
            <AdminToolsPage />
          </RequireAuth>,
        ),
      },
      {
        path: '/tools/logmeas',
        element: page(
          <RequireAuth permission="administration">
            <LogMeasPage />
          </RequireAuth>,
        ),
      },
      {
        path: '/tools/csv-import',
        element: page(
          <RequireAuth permission="administration">
            <CsvImportPage />
          </RequireAuth>,
        ),
      },
      { path: '/home', element: <LandingRedirect /> },
      { path: '*', element: <LandingRedirect /> },
    ],
  },
]);
