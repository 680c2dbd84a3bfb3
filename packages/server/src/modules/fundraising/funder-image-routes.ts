import multipart from '@fastify/multipart';
import {
  API,
  FUNDER_IMAGE_LIMITS,
  FUNDER_IMAGE_MESSAGES as M,
  externalIdParams,
  crunchbaseQuery,
  crunchbaseStatusSchema,
  funderImageFields,
  funderPageSchema,
  funderSchema,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf, tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { validation } from '../../platform/errors.ts';
import type { FundraisingService } from './service.ts';
import type { ImagePart } from './funder-image.ts';

const tags = ['funder'];

/**
 * POST /api/funder/{id}/image (spec 3 §7.10: the funder's externalId, image kind FUNDER_IMAGE, funder type, file) and
 * GET /api/funder/{id}/logo, a redirect to the logo's signed URL (no token: an <img> fetches it; the logo of an
 * investor is public information, and the signed URL expires).
 */
export async function funderImageRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ fundraising: FundraisingService }>,
) {
  const { images, crunchbase } = services.fundraising;
  // The live provider answers only when CRUNCHBASE_API_KEY is set, and only with the add-on (crunchbase.ts).
  app.get(
    API.funder.searchCrunchbase,
    {
      onRequest: guard.requireTenant,
      schema: { querystring: crunchbaseQuery, response: replies(funderPageSchema), tags },
    },
    async (req) => ok(await crunchbase.search(tenantCtxOf(req), req.query.name)),
  );
  app.get(
    API.funder.crunchbaseStatus,
    { onRequest: guard.requireTenant, schema: { response: replies(crunchbaseStatusSchema), tags } },
    async (req) => ok(await crunchbase.status(tenantCtxOf(req))),
  );
  // An <img> navigation answered with a redirect, not an API reply: kept out of the OpenAPI document like the SSO starts.
  app.get(API.funder.logo, { schema: { params: externalIdParams, tags, hide: true } }, async (req, reply) =>
    reply.header('cache-control', 'private, max-age=300').redirect(await images.logoUrl(req.params.id), 302),
  );
  // Multipart only in this scope: the fields, then one file of at most FUNDER_IMAGE_LIMITS.maxBytes (+1 to notice more).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: FUNDER_IMAGE_LIMITS.maxBytes + 1, files: 1, fields: 4, fieldSize: 200 },
    });
    (scope as unknown as ZodApp).post(
      API.funder.image,
      { onRequest: guard.requireUser, schema: { params: externalIdParams, response: replies(funderSchema), tags } },
      async (req) => {
        const fields: Record<string, string> = {};
        let part: ImagePart | null = null;
        for await (const p of req.parts()) {
          if (p.type === 'field') fields[p.fieldname] = String(p.value);
          else if (p.fieldname === 'file' && !part) part = { fileName: p.filename, stream: p.file };
          else p.file.resume();
          if (part) break;
        }
        const f = funderImageFields.safeParse(fields);
        if (!f.success) {
          part?.stream.resume();
          const path = f.error.issues[0].path[0] === 'kind' ? 'body.kind' : 'body.funderType';
          throw validation(path === 'body.kind' ? M.kind : M.funderType, [
            { path, message: path === 'body.kind' ? M.kind : M.funderType },
          ]);
        }
        return ok(await images.upload(ctxOf(req), req.params.id, f.data, part));
      },
    );
  });
}
