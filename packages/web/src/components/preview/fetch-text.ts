/**
 * Reads at most `maxBytes` of a URL as UTF-8 text and stops the download there, so a huge file never lands in
 * memory. `truncated` says the file was longer. Throws on a non-2xx reply or a network failure.
 */
export async function fetchTextPrefix(
  url: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ text: string; truncated: boolean }> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  if (!res.body) {
    const all = await res.text();
    return all.length > maxBytes ? { text: all.slice(0, maxBytes), truncated: true } : { text: all, truncated: false };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let read = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - read;
    if (value.byteLength > room) {
      text += decoder.decode(value.subarray(0, room), { stream: true });
      truncated = true;
      await reader.cancel();
      break;
    }
    read += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
  // A multi-byte character cut at the limit is dropped rather than shown as a replacement character.
  if (!truncated) text += decoder.decode();
  return { text, truncated };
}
