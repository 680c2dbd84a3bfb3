import type { RouteDeps, ZodApp } from '../../app.js';

export function notificationRoutes(_app: ZodApp, _r: RouteDeps) {}
