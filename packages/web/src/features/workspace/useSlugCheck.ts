import { useEffect, useState } from 'react';
import { LIMITS, WORKSPACE_SLUG_PATTERN } from '@atrium/contract';
import { workspaceApi } from './api';

/**
 * State of a workspace name as typed (spec 1 §5): lowercase letters and digits only; available only at 3 or more
 * characters and when the taken-check (debounced 140 ms) says it is free.
 */
export type SlugState =
  | { kind: 'empty' }
  | { kind: 'pattern' }
  | { kind: 'short' }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken' }
  | { kind: 'failed' };

export type SlugChecker = (slug: string, signal: AbortSignal) => Promise<boolean>;

/** The local verdict, before asking the server: null means "ask". */
export function localSlugState(slug: string): SlugState | null {
  if (slug === '') return { kind: 'empty' };
  if (!WORKSPACE_SLUG_PATTERN.test(slug)) return { kind: 'pattern' };
  if (slug.length < LIMITS.workspaceSlugMinLength) return { kind: 'short' };
  if (slug.length > LIMITS.workspaceSlugMaxLength) return { kind: 'pattern' };
  return null;
}

/** Debounced availability of a workspace name; `markTaken` records a 409 from the create call. */
export function useSlugCheck(slug: string, check: SlugChecker = workspaceApi.isTaken) {
  const [state, setState] = useState<SlugState>(() => localSlugState(slug) ?? { kind: 'checking' });
  useEffect(() => {
    const local = localSlugState(slug);
    if (local) {
      setState(local);
      return;
    }
    setState({ kind: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(slug, controller.signal)
        .then((taken) => {
          if (!controller.signal.aborted) setState({ kind: taken ? 'taken' : 'available' });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        });
    }, LIMITS.workspaceSlugCheckMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, check]);
  return { state, markTaken: () => setState({ kind: 'taken' }) };
}
