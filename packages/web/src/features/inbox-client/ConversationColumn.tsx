import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Conversation, UserSuggestion } from '@atrium/contract';
import { ConversationPane, NewConversationPane, UserPickerDialog } from '../chat';

/** What the right column shows: nothing yet, an existing chat, or a new conversation with these recipients. */
export type Selection =
  null | { kind: 'chat'; id: string } | { kind: 'new'; recipients: UserSuggestion[]; key: number };

export interface ConversationColumnProps {
  selection: Selection;
  tenantExternalId: string | undefined;
  onBack: () => void;
  onLeft: (conversationExternalId: string) => void;
  onChanged: (c: Conversation) => void;
  onCreated: (c: Conversation) => void;
  placeholder: ReactNode;
}

/** The right column: the conversation pane (features/chat), the new-conversation pane, or the placeholder. */
export function ConversationColumn({
  selection,
  tenantExternalId,
  onBack,
  onLeft,
  onChanged,
  onCreated,
  placeholder,
}: ConversationColumnProps) {
  if (selection?.kind === 'chat') {
    return (
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ConversationPane
          key={selection.id}
          conversationExternalId={selection.id}
          view="one"
          onLeft={() => onLeft(selection.id)}
          onConversationChanged={onChanged}
          onBack={onBack}
        />
      </Box>
    );
  }
  if (selection?.kind === 'new' && tenantExternalId) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <NewConversationPane
          key={selection.key}
          tenantExternalId={tenantExternalId}
          initialRecipients={selection.recipients}
          onCreated={onCreated}
          onBack={onBack}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflowY: 'auto' }}>
      {placeholder}
    </Box>
  );
}

export interface GroupPickerProps {
  open: boolean;
  tenantExternalId: string | undefined;
  myExternalId: string | undefined;
  onClose: () => void;
  onConfirm: (users: UserSuggestion[]) => void;
}

/** 'new group chat': pick at least two people (spec 2 §5), then a new conversation with them. */
export function GroupPicker({ open, tenantExternalId, myExternalId, onClose, onConfirm }: GroupPickerProps) {
  const { t } = useTranslation();
  if (!open || !tenantExternalId) return null;
  return (
    <UserPickerDialog
      open={open}
      title={t('inboxClient.experts.pickerTitle')}
      tenantExternalId={tenantExternalId}
      minSelected={2}
      excludeUserIds={myExternalId ? [myExternalId] : []}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
