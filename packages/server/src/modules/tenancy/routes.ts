import type { RouteDeps, ZodApp } from '../../app.js';

export function workspaceRoutes(_app: ZodApp, _r: RouteDeps) {}
