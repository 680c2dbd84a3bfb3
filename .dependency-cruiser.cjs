// The walls of docs/architecture.md, checked by `npm run lint:walls` (part of `npm test`).
/* The stores that read-join another module's tables (never write them), as docs/architecture.md lists them. Keep the
   list and that page in step. A tables.ts may always import another module's tables for a foreign key. */
const READ_JOIN_STORES = [
  // The token query resolves a bearer token, its user and roles in one prepared statement (every request runs it).
  'packages/server/src/modules/auth/context-resolver\\.ts$',
  'packages/server/src/modules/tenancy/membership-store\\.ts$',
  'packages/server/src/modules/team/staff-store\\.ts$',
  'packages/server/src/modules/customers/customer-list-store\\.ts$',
  'packages/server/src/modules/user-management/directory-store\\.ts$',
  'packages/server/src/modules/tenancy/store\\.ts$',
  // The task list filters and sorts by company name and people in one paged query; a task file resolves the
  // document-center row it links to (read only: the upload itself goes through the document center's service).
  'packages/server/src/modules/service-delivery/store\\.ts$',
  // The task list's filter fragments and its one-statement page: the same read-only join, split out of store.ts.
  'packages/server/src/modules/service-delivery/task-list-sql\\.ts$',
  'packages/server/src/modules/service-delivery/task-page-store\\.ts$',
  // Customer onboarding lists client companies (tenancy's tenants) with their onboarding status in one paged query.
  'packages/server/src/modules/customers/onboarding-store\\.ts$',
  // A smartlist's funders with the company's shared spaces their people were given (the 'shared with investor' link).
  'packages/server/src/modules/fundraising/shared-with-store\\.ts$',
];

const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycles anywhere (type-only imports count too: they tie files together all the same).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment: 'platform/ is the floor the modules stand on; it never imports a module.',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}(modules|seed)/|${SERVER}(app|services)\\.ts$` },
    },
    {
      name: 'modules-not-app',
      severity: 'error',
      comment: 'Modules take their route dependencies from platform/http, never from app.ts or services.ts.',
      from: { path: `${SERVER}modules/` },
      to: { path: `${SERVER}(app|services|main)\\.ts$` },
    },
    {
      name: 'module-store-wall',
      severity: 'error',
      comment: 'A module reaches another module through its service, never its store.',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/.*[/-]store\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'module-tables-wall',
      severity: 'error',
      comment: "Another module's tables only for a foreign key (tables.ts) or a listed read-only join.",
      from: {
        path: `${SERVER}modules/([^/]+)/`,
        pathNot: [`${SERVER}modules/[^/]+/[a-z-]*tables\\.ts$`, ...READ_JOIN_STORES],
      },
      to: { path: `${SERVER}modules/[^/]+/tables\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A web feature uses another feature only through that feature's index.ts.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/([^/]+)/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'no-feature-cycles',
      severity: 'error',
      comment: 'Features depend on each other one way: no cycle between feature folders, even one no file cycle shows.',
      scope: 'folder',
      from: { path: `${WEB}features/[^/]+$` },
      to: { path: `${WEB}features/[^/]+$`, circular: true },
    },
    {
      name: 'app-through-index-or-pages',
      severity: 'error',
      comment: 'app/ uses a feature through its index.ts, and mounts its routed pages through its pages.ts (lazy).',
      from: { path: `${WEB}app/` },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/(index|pages)\\.tsx?$` },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment: 'app/ is the top of the web app: it composes features; nothing imports it.',
      from: { path: WEB, pathNot: `${WEB}(app/|main\\.tsx$)` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      comment: 'Shared code (components, lib, session, workspace, locales) never imports a feature.',
      from: { path: `${WEB}(components|lib|session|workspace|locales)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-contract-only',
      severity: 'error',
      comment: 'The browser shares only the contract with the server.',
      from: { path: '^packages/(web|contract)/' },
      to: { path: '^packages/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
