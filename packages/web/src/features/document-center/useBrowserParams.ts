import { useSearchParams } from 'react-router';
import { DOC_CENTER_OWNERSHIP, type DocCenterOwnership } from '@atrium/contract';
import type { BrowserState } from './DocumentBrowser';

/** The browser's folder (?folder), search term (?q) and ownership filter (?show) kept in the URL, so Back works. */
export function useBrowserParams(): [BrowserState, (next: Partial<BrowserState>) => void] {
  const [params, setParams] = useSearchParams();
  const own = params.get('show') ?? '';
  const state: BrowserState = {
    folder: params.get('folder'),
    term: params.get('q') ?? '',
    ownership: (DOC_CENTER_OWNERSHIP as readonly string[]).includes(own) ? (own as DocCenterOwnership) : 'ALL',
  };
  const onState = (next: Partial<BrowserState>) => {
    const p = new URLSearchParams(params);
    const set = (k: string, v: string | null | undefined, empty?: string) => {
      if (v === undefined) return;
      if (v === null || v === '' || v === empty) p.delete(k);
      else p.set(k, v);
    };
    set('folder', next.folder);
    set('q', next.term);
    set('show', next.ownership, 'ALL');
    setParams(p);
  };
  return [state, onState];
}
