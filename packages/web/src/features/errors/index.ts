/** What other code may use from the errors feature. */
export { ErrorBoundary } from './ErrorBoundary';
export { RouteErrorPage } from './RouteErrorPage';
export { installGlobalErrorReporting } from './logError';
export { ErrorPage, type ErrorPageAction } from './ErrorPage';
