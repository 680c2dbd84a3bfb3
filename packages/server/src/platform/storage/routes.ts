import { z } from 'zod';
import { API } from '@atrium/contract';
import { binaryReply } from '../http/envelope.ts';
import type { RouteDeps, ZodApp } from '../http/route-deps.ts';
import { contentDisposition, inlineSafe } from './content-disposition.ts';
import { LocalStorage } from './local-storage.ts';

/**
 * GET /api/files/signed/:token — the local disk's answer to S3 pre-signed URLs. No session: the token is the right
 * (HMAC over key, name, type, expiry); expired or altered tokens get 403. Only mounted for local storage.
 */
export function signedFileRoutes(app: ZodApp, { deps }: RouteDeps) {
  const storage = deps.storage;
  if (!(storage instanceof LocalStorage)) return;
  app.get(
    // A wildcard, not `:token`: tokens are longer than the router's 100-character limit for named parameters.
    API.files.signed,
    {
      schema: {
        tags: ['platform'],
        summary: 'Download a file by a signed, expiring link',
        security: [],
        params: z.object({ '*': z.string().min(1).max(4096) }),
        response: binaryReply,
      },
    },
    async (req, reply) => {
      const { grant, stream, size } = await storage.openSigned(req.params['*']);
      const inline = grant.inline && inlineSafe(grant.type);
      return (
        reply
          .header('Content-Type', grant.type || 'application/octet-stream')
          .header('Content-Length', String(size))
          .header('Content-Disposition', contentDisposition(grant.name, inline))
          .header('X-Content-Type-Options', 'nosniff')
          // Even if a browser renders it, the file runs no script in our origin.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .header('Cache-Control', 'private, no-store')
          .send(stream)
      );
    },
  );
}
