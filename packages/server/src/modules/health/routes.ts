import type { RouteDeps, ZodApp } from '../../app.js';

export function healthRoutes(_app: ZodApp, _r: RouteDeps) {}
