import type { ChatMessage, ChatPage } from '@atrium/contract';
import type { InfiniteData } from '@tanstack/react-query';

export type MessagePages = InfiniteData<ChatPage<ChatMessage>, unknown>;

/**
 * Pages come newest first (page 0 = newest, items oldest→newest inside a page). Flattened oldest→newest, each
 * message once: a page fetched after new messages arrived overlaps the ones already shown, and the sender also
 * receives its own NEW_MESSAGE.
 */
export function flattenPages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) {
    for (const m of data.pages[i].content) {
      if (seen.has(m.externalId)) continue;
      seen.add(m.externalId);
      out.push(m);
    }
  }
  return out;
}

/** Adds messages to the newest page unless already present anywhere (dedupe by externalId). */
export function appendMessages(data: MessagePages | undefined, incoming: ChatMessage[]): MessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  const present = new Set(data.pages.flatMap((p) => p.content.map((m) => m.externalId)));
  const fresh: ChatMessage[] = [];
  for (const m of incoming) {
    if (present.has(m.externalId)) continue;
    present.add(m.externalId);
    fresh.push(m);
  }
  if (fresh.length === 0) return data;
  const [newest, ...rest] = data.pages;
  const content = [...newest.content, ...fresh].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...data, pages: [{ ...newest, content }, ...rest] };
}

/** Local calendar day of an ISO time, 'YYYY-MM-DD' (day dividers). */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Per-file progress (0..1) from the bytes sent of one multipart body whose files go in order. */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return sizes.map(() => (loaded >= total && total > 0 ? 1 : 0));
  // The multipart framing adds a few hundred bytes; spread it proportionally.
  const scaled = (loaded / total) * sum;
  let offset = 0;
  return sizes.map((size) => {
    const p = size === 0 ? (scaled >= offset ? 1 : 0) : Math.min(1, Math.max(0, (scaled - offset) / size));
    offset += size;
    return p;
  });
}
