import type { AssistantMessage } from '@atrium/contract';

/** A stored assistant message for tests: the bot's, complete, in conversation 'c1', unless `over` says otherwise. */
export const assistantMessage = (over: Partial<AssistantMessage> = {}): AssistantMessage => ({
  externalId: 'm1',
  conversationExternalId: 'c1',
  message: null,
  createdAt: '2026-01-01T00:00:00Z',
  user: null,
  files: [],
  messageFragments: [],
  associatedThreadStepStatus: null,
  isBotMessage: true,
  messageReceiverIsBot: false,
  metadata: null,
  isIncomplete: false,
  errorText: null,
  ...over,
});
