import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Conversation, UserSuggestion } from '@atrium/contract';

/** What the right column shows: nothing yet, an existing chat, or a new conversation with these recipients. */
export type Selection = null | { kind: 'chat'; id: string } | { kind: 'new'; recipients: UserSuggestion[]; key: number };

export interface ConversationColumnProps {
  selection: Selection;
  tenantExternalId: string | undefined;
  onBack: () => void;
  onLeft: (conversationExternalId: string) => void;
  onChanged: (c: Conversation) => void;
  onCreated: (c: Conversation) => void;
  placeholder: ReactNode;
}

/** The right column: the conversation pane, the new-conversation pane, or the placeholder. */
export function ConversationColumn({ selection, placeholder }: ConversationColumnProps) {
  if (!selection) return <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{placeholder}</Box>;
  return <Box sx={{ flex: 1 }} />;
}

export interface GroupPickerProps {
  open: boolean;
  tenantExternalId: string | undefined;
  myExternalId: string | undefined;
  onClose: () => void;
  onConfirm: (users: UserSuggestion[]) => void;
}

/** 'new group chat': pick at least two people, then a new conversation with them. */
export function GroupPicker(_: GroupPickerProps) {
  return null;
}
