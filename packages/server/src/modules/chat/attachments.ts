import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  isChatAttachmentTooLarge,
  type ChatFile,
  type ChatMessage,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { accessOf, isStaff, requirePost } from './access.ts';
import type { ChatCore } from './core.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { sanitizeText } from './sanitize.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';
import { peek } from '../../platform/storage/peek.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import { chatFiles } from './tables.ts';

const SNIFF_BYTES = 4100;

/** One file part of the upload, as the route hands it over (a stream that must be consumed or drained). */
export interface UploadPart {
  fileName: string;
  stream: Readable;
}

const tooLarge = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', CHAT_MESSAGES.fileTooLarge(name, CHAT_LIMITS.attachmentMaxBytes));

/** Files of the chat (spec 2 §7): upload (checked by content and size, streamed to storage), list, download, signed URL. */
export function createAttachmentService(core: ChatCore) {
  const { store, views, db, chatDeps } = core;
  const storage = () => {
    const s = chatDeps.storage();
    if (!s) throw new AppError('INTERNAL_ERROR', 'File storage is not configured');
    return s;
  };

  async function fileOf(ctx: RequestContext, fileExternalId: string) {
    const [file] = await db.select().from(chatFiles).where(eq(chatFiles.externalId, fileExternalId));
    if (!file) throw notFound('File');
    const conv = await store.byId(file.conversationId);
    if (!conv) throw notFound('File');
    try {
      await accessOf(store, ctx, conv.externalId);
    } catch {
      throw notFound('File');
    }
    return file;
  }

  return {
    /** Checks the caller may post before the body is read. */
    async prepare(ctx: RequestContext, conversationExternalId: string) {
      const a = await accessOf(store, ctx, conversationExternalId);
      requirePost(a);
      return a;
    },

    /**
     * Stores every file (streamed, size-limited) and then writes the message with its files in one transaction. Any
     * failure removes the blobs already stored, so nothing is left half-written.
     */
    async upload(
      ctx: RequestContext,
      conversationExternalId: string,
      parts: AsyncIterable<UploadPart | { field: string; value: string }>,
    ): Promise<ChatMessage> {
      const a = await this.prepare(ctx, conversationExternalId);
      const tenant = await chatDeps.tenancy.tenantById(a.conv.tenantId);
      const s = storage();
      const stored: { key: string; name: string; contentType: string; size: number; externalId: string }[] = [];
      let text: string | null = null;
      try {
        for await (const part of parts) {
          if ('field' in part) {
            if (part.field === 'message') text = sanitizeText(part.value);
            continue;
          }
          if (stored.length >= CHAT_LIMITS.attachmentsPerMessage) {
            part.stream.resume();
            throw validation(`At most ${CHAT_LIMITS.attachmentsPerMessage} files per message`, [
              { path: 'files', message: 'Too many files' },
            ]);
          }
          const name = (sanitizeText(part.fileName) ?? 'file').slice(0, 200);
          const { head, replay } = await peek(part.stream, SNIFF_BYTES);
          const contentType = sniffContentType(name, head);
          if (!contentType) {
            replay.resume();
            throw validation(CHAT_MESSAGES.fileTypeNotAllowed(name), [
              { path: 'files', message: CHAT_MESSAGES.fileTypeNotAllowed(name) },
            ]);
          }
          const externalId = randomUUID();
          const key = `chat/${tenant!.externalId}/${externalId}`;
          let obj;
          try {
            // The storage refuses more than maxBytes; the chat refuses the limit itself too (isChatAttachmentTooLarge).
            obj = await s.put(key, replay, { contentType, maxBytes: CHAT_LIMITS.attachmentMaxBytes - 1 });
          } catch (err) {
            replay.resume();
            if (isStorageTooLarge(err)) throw tooLarge(name);
            throw err;
          }
          if ((part.stream as Readable & { truncated?: boolean }).truncated || isChatAttachmentTooLarge(obj.size)) {
            await s.delete(key);
            throw tooLarge(name);
          }
          stored.push({ key, name, contentType, size: obj.size, externalId });
        }
        if (!stored.length && !text)
          throw validation(CHAT_MESSAGES.emptyMessage, [{ path: 'files', message: CHAT_MESSAGES.emptyMessage }]);
        const out = await withTransaction(db, async () => {
          const w = await core.writeUserMessage(
            await store.lock(a.conv.id),
            { id: ctx.user.id, isStaff: isStaff(ctx) },
            text,
            stored.map((f) => f.name).join(', '),
          );
          const msg = w.messages[w.messages.length - 1];
          if (stored.length)
            await db.insert(chatFiles).values(
              stored.map((f) => ({
                externalId: f.externalId,
                conversationId: a.conv.id,
                messageId: msg.id,
                uploaderUserId: ctx.user.id,
                name: f.name,
                contentType: f.contentType,
                size: f.size,
                storageKey: f.key,
              })),
            );
          return w;
        });
        await core.publishMessages(out.conv, out.messages);
        const mine = out.messages[out.messages.length - 1];
        return (await views.messages(a.conv.externalId, [mine]))[0];
      } catch (err) {
        await Promise.all(stored.map((f) => s.delete(f.key).catch(() => undefined)));
        throw err;
      }
    },

    async list(ctx: RequestContext, conversationExternalId: string): Promise<ChatFile[]> {
      const a = await accessOf(store, ctx, conversationExternalId);
      return views.filesOfConversation(a.conv.id);
    },

    async download(ctx: RequestContext, fileExternalId: string) {
      const file = await fileOf(ctx, fileExternalId);
      return {
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        stream: await storage().get(file.storageKey),
      };
    },

    async signedUrl(ctx: RequestContext, fileExternalId: string) {
      const file = await fileOf(ctx, fileExternalId);
      const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase();
      return storage().signedUrl(file.storageKey, {
        downloadName: file.name,
        contentType: file.contentType,
        ttlMs: CHAT_LIMITS.presignedUrlTtlMs,
        inline: (CHAT_LIMITS.previewExtensions as readonly string[]).includes(ext),
      });
    },
  };
}
