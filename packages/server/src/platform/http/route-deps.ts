import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import type { AuthGuard } from './auth-guard.ts';

/** The Fastify instance routes are registered on: requests and replies typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What a module's routes receive. `S` names only the services that routes file calls, so a routes file depends on
 * those modules' service types and never on the app that wires every module together.
 */
export interface RouteDeps<S = unknown> {
  deps: AppDeps;
  guard: AuthGuard;
  services: S;
}
