/**
 * `attachment; filename="plain ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987): every browser
 * reads `filename*`, the quoted ASCII fallback is for old clients and never carries quotes, backslashes or controls.
 */
export function contentDisposition(fileName: string, inline = false): string {
  const name = fileName.replace(/\p{Cc}/gu, '').trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// Types a browser may render inline without running script in our origin; anything else is downloaded.
const INLINE_SAFE =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/i;

export const inlineSafe = (contentType: string) => INLINE_SAFE.test(contentType.split(';')[0].trim());
