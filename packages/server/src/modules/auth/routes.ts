import type { RouteDeps, ZodApp } from '../../app.js';

export function authRoutes(_app: ZodApp, _r: RouteDeps) {}
