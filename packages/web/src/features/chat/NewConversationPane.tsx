import { useState } from 'react';
import { Autocomplete, Box, Chip, Stack, TextField, Typography, IconButton } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, type Conversation, type UserSuggestion } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { uploadAttachments } from './api/attachments';
import { chatApi } from './api/chat-api';
import { useConversationWithMembers } from './api/find-by-members';
import { useMessages } from './api/messages';
import { useUserSuggestions } from './api/user-suggestions';
import { Composer, type ComposerSendInput } from './Composer';
import { chatErrorText } from './ConversationPane';
import { useMyId } from './hooks';
import { chatKeys } from './keys';
import { FragmentLine } from './MessageItem';
import { MessageList, messageListPaging } from './MessageList';

export interface NewConversationPaneProps {
  tenantExternalId: string;
  initialRecipients?: UserSuggestion[];
  onCreated: (c: Conversation) => void;
  onBack?: () => void;
}

/** The kind of conversation the first send creates: exactly 1 recipient → private, more → group (spec 2 §4). */
export const newConversationKind = (recipients: number): 'private' | 'group' | null =>
  recipients === 0 ? null : recipients === 1 ? 'private' : 'group';

/**
 * A conversation not started yet: the To field, a preview of an existing conversation with exactly those people
 * (or a local beginning line), and the composer whose first send creates the chat.
 */
export function NewConversationPane({
  tenantExternalId,
  initialRecipients,
  onCreated,
  onBack,
}: NewConversationPaneProps) {
  const { t } = useTranslation();
  const myId = useMyId();
  const queryClient = useQueryClient();
  const [recipients, setRecipients] = useState<UserSuggestion[]>(initialRecipients ?? []);
  const [term, setTerm] = useState('');
  const suggestions = useUserSuggestions(term, tenantExternalId, undefined, CHAT_LIMITS.debounce.recipient);
  const ids = recipients.map((r) => r.externalId);

  const existing = useConversationWithMembers(tenantExternalId, ids);
  const found = ids.length > 0 ? (existing.data ?? null) : null;
  const msgs = useMessages(found?.externalId);

  const onSend = async (input: ComposerSendInput, onProgress: (loaded: number, total: number) => void) => {
    const kind = newConversationKind(recipients.length);
    if (!kind) return Promise.reject(new Error('no recipients'));
    try {
      let conversation: Conversation;
      if (found) {
        // The conversation with exactly these people exists: write there instead of making a twin.
        conversation = found;
        if (input.files.length) await uploadAttachments(found.externalId, input.files, input.text, onProgress).promise;
        else await chatApi.send(found.externalId, input.text!);
      } else {
        // With files, the text travels with them in one message after the chat exists.
        const firstText = input.files.length ? null : input.text;
        conversation =
          kind === 'private'
            ? await chatApi.createPrivate(ids[0], tenantExternalId, firstText)
            : // Unnamed: each member sees it titled by the others (a stored name would be the creator's view).
              await chatApi.createGroup(tenantExternalId, null, ids, firstText);
        if (input.files.length)
          await uploadAttachments(conversation.externalId, input.files, input.text, onProgress).promise;
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      onCreated(conversation);
    } catch (err) {
      notify(chatErrorText(err, t), 'error');
      throw err;
    }
  };

  const names = recipients.map((r) => r.fullName || `${r.firstName} ${r.lastName}`);
  return (
    <Stack
      sx={{ height: '100%', minHeight: 0, bgcolor: 'background.paper' }}
      component="section"
      aria-label={t('chat.new.title')}
    >
      <Stack
        direction="row"
        component="header"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 56,
        }}
      >
        {onBack && (
          <IconButton aria-label={t('chat.pane.back')} onClick={onBack} sx={{ display: { md: 'none' } }}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography component="label" htmlFor="chat-new-recipients" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {t('chat.new.to')}
        </Typography>
        <Autocomplete<UserSuggestion, true, false, false>
          id="chat-new-recipients"
          multiple
          fullWidth
          size="small"
          options={suggestions.data ?? []}
          value={recipients}
          onChange={(_, v) => setRecipients(v)}
          inputValue={term}
          onInputChange={(_, v) => setTerm(v)}
          filterOptions={(opts) => opts.filter((o) => o.externalId !== myId && !ids.includes(o.externalId))}
          isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
          getOptionLabel={(o) => o.fullName}
          loading={suggestions.isFetching}
          noOptionsText={t('chat.new.noUsers')}
          renderOption={(props, o) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <Box component="li" key={key} {...rest}>
                <Stack>
                  <span>{o.fullName}</span>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {o.email}
                  </Typography>
                </Stack>
              </Box>
            );
          }}
          renderValue={(value, getItemProps) =>
            value.map((o, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} size="small" label={o.fullName} {...rest} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              variant="standard"
              placeholder={recipients.length ? '' : t('chat.new.placeholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('chat.new.toLabel') },
              }}
            />
          )}
        />
      </Stack>
      {recipients.length === 0 ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{t('chat.new.pickRecipients')}</Typography>
        </Box>
      ) : found ? (
        <MessageList label={t('chat.pane.messages')} {...messageListPaging(msgs)} myId={myId} />
      ) : (
        <Box sx={{ flex: 1, overflowY: 'auto', py: 2 }} role="log" aria-label={t('chat.pane.messages')}>
          <FragmentLine
            fragment={{
              type: 'CHAT_BEGINNING',
              content: names.length <= CHAT_LIMITS.chatBeginningMaxMembers ? names : null,
            }}
          />
        </Box>
      )}
      <Composer
        view="one"
        tenantExternalId={tenantExternalId}
        members={recipients.map((r) => ({
          userExternalId: r.externalId,
          firstName: r.firstName,
          lastName: r.lastName,
        }))}
        disabled={recipients.length === 0}
        onSend={onSend}
      />
    </Stack>
  );
}
