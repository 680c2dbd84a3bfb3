import type { FastifyInstance } from 'fastify';
import { providerEventReply, API } from '@atrium/contract';
import type { RouteDeps } from '../../platform/http/route-deps.ts';
import type { SubscriptionService } from './service.ts';
import { AppError } from '../../platform/errors.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { verifyStripeSignature } from './payments/stripe-signature.ts';

/**
 * POST /api/subscription-purchase/webhook/stripe: Stripe's events, accepted only with a valid Stripe-Signature over
 * the raw body. Registered in its own scope so the raw-body parser touches no other route.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { deps, services }: RouteDeps<{ subscriptions: SubscriptionService }>,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      API.subscriptionPurchase.webhookStripe,
      { schema: { response: replies(providerEventReply) } },
      async (req) => {
        const secret = deps.config.stripeWebhookSecret;
        if (!secret) throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured');
        const raw = typeof req.body === 'string' ? req.body : '';
        const header = req.headers['stripe-signature'];
        if (!verifyStripeSignature(raw, typeof header === 'string' ? header : undefined, secret))
          throw new AppError('FORBIDDEN', 'Invalid Stripe signature');
        let event: { id?: string; type: string; data: { object: Record<string, unknown> } };
        try {
          event = JSON.parse(raw);
        } catch {
          throw new AppError('VALIDATION_ERROR', 'The event is not JSON');
        }
        if (typeof event?.type !== 'string' || typeof event.data?.object !== 'object')
          throw new AppError('VALIDATION_ERROR', 'Not a Stripe event');
        return ok(await services.subscriptions.applyProviderEvent(event));
      },
    );
  });
}
