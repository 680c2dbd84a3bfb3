import type { RouteDeps, ZodApp } from '../../app.js';

export function userRoutes(_app: ZodApp, _r: RouteDeps) {}
