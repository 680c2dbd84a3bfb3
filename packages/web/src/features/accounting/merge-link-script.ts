/** Merge Link as its script defines it on window (https://docs.merge.dev/get-started/link). */
export interface MergeLinkApi {
  initialize(config: {
    linkToken: string;
    onSuccess: (publicToken: string) => void;
    onReady?: () => void;
    onExit?: () => void;
  }): void;
  openLink(): void;
}

const loading = new Map<string, Promise<MergeLinkApi>>();

/**
 * Loads Merge Link's script once (only when the server offers the link, so a deployment without MERGE_API_KEY never
 * loads it) and answers its window.MergeLink.
 */
export function loadMergeLink(scriptUrl: string): Promise<MergeLinkApi> {
  const w = window as unknown as { MergeLink?: MergeLinkApi };
  if (w.MergeLink) return Promise.resolve(w.MergeLink);
  let p = loading.get(scriptUrl);
  if (!p) {
    p = new Promise<MergeLinkApi>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = scriptUrl;
      s.async = true;
      s.onload = () => (w.MergeLink ? resolve(w.MergeLink) : reject(new Error('Merge Link did not load')));
      s.onerror = () => {
        loading.delete(scriptUrl);
        s.remove();
        reject(new Error('Merge Link did not load'));
      };
      document.head.appendChild(s);
    });
    loading.set(scriptUrl, p);
  }
  return p;
}
