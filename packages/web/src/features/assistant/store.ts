import { createStore, useStore } from '../../lib/store';
import type { AssistantScope } from './context';

/**
 * The drawer's open state, app-wide: the top-bar button, the data room's AI button and a file's AI button open it.
 * `scope` overrides the page's context (e.g. one file) until the drawer closes; `conversation` opens one conversation.
 */
export interface AssistantDrawerState {
  open: boolean;
  scope: AssistantScope | null;
  conversation: string | null;
}

export const assistantDrawerStore = createStore<AssistantDrawerState>({ open: false, scope: null, conversation: null });
export const useAssistantDrawer = () => useStore(assistantDrawerStore);

/** Opens the drawer, in the page's context or the given one. */
export function openAssistant(opts: { scope?: AssistantScope; conversation?: string } = {}) {
  assistantDrawerStore.set({ open: true, scope: opts.scope ?? null, conversation: opts.conversation ?? null });
}

export function closeAssistant() {
  assistantDrawerStore.set({ open: false, scope: null, conversation: null });
}
