import type { RouteDeps, ZodApp } from '../../app.js';

export function loggingRoutes(_app: ZodApp, _r: RouteDeps) {}
