import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  GUEST_TOKEN_HEADER,
  accountSessionBody,
  SHARED_SPACES_API as API,
  createGuestsBody,
  guestDeleteQuery,
  guestPermissionsQuery,
  guestPermissionsReply,
  guestSessionSchema,
  guestShareEntrySchema,
  publicRoomQuery,
  publicRoomSchema,
  requestCodeBody,
  roomFileSchema,
  roomRefQuery,
  shareSuggestionSchema,
  shareSuggestionsQuery,
  sharedFileQuery,
  sharedRoomSchema,
  updateGuestPermissionBody,
  verifyCodeBody,
  viewEndBody,
} from '@atrium/contract';
import { ctxOf, tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { GuestContext } from './guest-access.ts';
import type { SharedSpacesService } from './service.ts';

const tags = ['virtual-data-room-guest'];
const guests = new WeakMap<FastifyRequest, GuestContext>();

/**
 * /api/virtual-data-room-guest (spec 3 §7.8): the owner's guest list, and the guest's own calls without an account
 * (public: before the code; shared: with the guest token in X-Guest-Token).
 */
export function sharedSpacesGuestRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ sharedSpaces: SharedSpacesService }>,
) {
  const { guests: flows, access } = services.sharedSpaces;
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId' });

  app.get(
    API.guest.all,
    { ...tenant, schema: { querystring: roomRefQuery, response: replies(z.array(guestShareEntrySchema)), tags } },
    async (req) => ok(await flows.list(tenantCtxOf(req), req.query.roomExternalId)),
  );
  app.post(
    API.guest.create,
    {
      ...tenant,
      schema: {
        querystring: roomRefQuery,
        body: createGuestsBody,
        response: replies(z.array(guestShareEntrySchema)),
        tags,
      },
    },
    async (req) => ok(await flows.create(tenantCtxOf(req), req.query.roomExternalId, req.body)),
  );
  app.put(
    API.guest.updatePermission,
    {
      ...tenant,
      schema: {
        querystring: roomRefQuery,
        body: updateGuestPermissionBody,
        response: replies(guestShareEntrySchema),
        tags,
      },
    },
    async (req) => ok(await flows.updatePermission(tenantCtxOf(req), req.query.roomExternalId, req.body)),
  );
  app.delete(
    API.guest.root,
    { ...tenant, schema: { querystring: guestDeleteQuery, response: emptyReply, tags } },
    async (req) => ok(await flows.remove(tenantCtxOf(req), req.query.roomExternalId, req.query.guestExternalId)),
  );
  app.get(
    API.guest.permissions,
    { ...tenant, schema: { querystring: guestPermissionsQuery, response: replies(guestPermissionsReply), tags } },
    async (req) => ok(await flows.permissions(tenantCtxOf(req), req.query.roomExternalId, req.query.email)),
  );
  app.get(
    API.userSearch.shareSuggestions,
    {
      ...tenant,
      schema: { querystring: shareSuggestionsQuery, response: replies(z.array(shareSuggestionSchema)), tags },
    },
    async (req) => ok(await flows.suggestions(tenantCtxOf(req), req.query.term, req.query.roomExternalId)),
  );

  // Guests without an account.
  app.get(
    API.public.room,
    { schema: { querystring: publicRoomQuery, response: replies(publicRoomSchema), tags } },
    async (req) => ok(await access.publicRoom(req.query.vr)),
  );
  app.post(
    API.public.requestCode,
    { schema: { body: requestCodeBody, response: replies(z.object({ sent: z.boolean() })), tags } },
    async (req) => ok(await access.requestCode(req.body.roomExternalId, req.body.email, req.ip)),
  );
  app.post(
    API.public.verifyCode,
    { schema: { body: verifyCodeBody, response: replies(guestSessionSchema), tags } },
    async (req) => ok(await access.verifyCode(req.body.roomExternalId, req.body.email, req.body.code)),
  );

  app.post(
    API.accountSession,
    { onRequest: guard.requireUser, schema: { body: accountSessionBody, response: replies(guestSessionSchema), tags } },
    async (req) => ok(await access.memberSession(ctxOf(req).user.email, req.body.roomExternalId)),
  );

  const session = {
    onRequest: async (req: FastifyRequest) => {
      const h = req.headers[GUEST_TOKEN_HEADER.toLowerCase()];
      guests.set(req, await access.resolve(typeof h === 'string' && h ? h : null));
    },
  };
  const guestOf = (req: FastifyRequest) => guests.get(req)!;

  app.get(API.shared.room, { ...session, schema: { response: replies(sharedRoomSchema), tags } }, async (req) =>
    ok(await access.sharedRoom(guestOf(req))),
  );
  for (const [path, kind] of [
    [API.shared.view, 'VIEW'],
    [API.shared.download, 'DOWNLOAD'],
  ] as const)
    app.get(
      path,
      { ...session, schema: { querystring: sharedFileQuery, response: binaryReply, tags } },
      async (req, reply) => {
        const f = await access.openFile(guestOf(req), req.query.fileExternalId, kind);
        const { body, size } = await f.content();
        reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .header('content-type', kind === 'VIEW' ? f.contentType : 'application/octet-stream')
          .header('content-length', String(size))
          .header('x-view-id', f.viewExternalId)
          .header(
            'content-disposition',
            kind === 'VIEW' ? `inline; filename="${encodeURIComponent(f.name)}"` : contentDisposition(f.name),
          );
        return reply.send(body);
      },
    );
  app.get(
    API.shared.financial,
    { ...session, schema: { response: replies(z.array(roomFileSchema)), tags } },
    async (req) => ok(await access.financial(guestOf(req))),
  );
  app.post(API.shared.viewEnd, { ...session, schema: { body: viewEndBody, response: emptyReply, tags } }, async (req) =>
    ok(await access.viewEnd(guestOf(req), req.body.viewExternalId, req.body.seconds)),
  );
  app.delete(
    API.guest.deleteGuestFromRoom,
    { ...session, schema: { querystring: roomRefQuery, response: emptyReply, tags } },
    async (req) => ok(await access.leave(guestOf(req), req.query.roomExternalId)),
  );
  app.post(API.shared.logout, { ...session, schema: { response: emptyReply, tags } }, async (req) =>
    ok(await access.logout(guestOf(req))),
  );
}
