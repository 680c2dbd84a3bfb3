import { memo } from 'react';
import { Avatar, Box, Divider, Stack, Typography } from '@mui/material';
import type { ChatMessage, MessageFragment } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { Attachment } from './Attachment';
import { MentionChip } from './MentionChip';
import { InlineMarkdown } from '../../components/preview/MarkdownView';
import { formatClock, formatMessageTime, fullName, initials } from './format';
import { splitMentions } from './mentions';
import { useMyName } from './hooks';

/**
 * Message text with mention chips and simple Markdown (bold, italics, code, links and bare URLs) through the shared
 * safe renderer: React elements only, raw HTML stays text, links are http(s)/mailto and open in a new tab. Line
 * breaks kept.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {splitMentions(text).map((s, i) =>
        s.kind === 'text' ? (
          <span key={i}>
            <InlineMarkdown text={s.text} />
          </span>
        ) : (
          <MentionChip key={i} name={s.name} externalId={s.externalId} />
        ),
      )}
    </Typography>
  );
}

const names = (content: MessageFragment['content']) => (Array.isArray(content) ? content : content ? [content] : []);

/** The names of a 'chat beginning' line as one reader sees them: everyone but himself (his name once). */
export function beginningNames(content: MessageFragment['content'], myName: string | undefined): string[] {
  const all = names(content);
  const at = myName ? all.indexOf(myName) : -1;
  return at < 0 ? all : [...all.slice(0, at), ...all.slice(at + 1)];
}

/** A system line of a fragment (spec 2 §3): thread dividers, chat beginning, invited/removed users, member left. */
export function FragmentLine({ fragment }: { fragment: MessageFragment }) {
  const { t, i18n } = useTranslation();
  const myName = useMyName();
  const shown = fragment.type === 'CHAT_BEGINNING' ? beginningNames(fragment.content, myName) : names(fragment.content);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(shown);
  if (fragment.type === 'THREAD_OPENED' || fragment.type === 'FINALIZED_THREAD') {
    return (
      <Divider
        role="separator"
        sx={{
          my: 1.5,
          typography: 'caption',
          color: fragment.type === 'FINALIZED_THREAD' ? 'success.main' : 'info.main',
          fontWeight: 600,
        }}
      >
        {t(fragment.type === 'THREAD_OPENED' ? 'chat.fragments.threadOpened' : 'chat.fragments.threadFinalized')}
      </Divider>
    );
  }
  const text =
    fragment.type === 'CHAT_BEGINNING'
      ? list
        ? t('chat.fragments.beginningWith', { names: list })
        : t('chat.fragments.beginning')
      : fragment.type === 'INVITED_USERS'
        ? t('chat.fragments.invited', { names: list })
        : fragment.type === 'REMOVED_USERS'
          ? t('chat.fragments.removed', { names: list })
          : t('chat.fragments.left', { name: list });
  return (
    <Typography variant="caption" component="p" sx={{ textAlign: 'center', color: 'text.secondary', my: 1, px: 2 }}>
      {text}
    </Typography>
  );
}

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  highlighted?: boolean;
}

/** One message: avatar, sender, time, text with mentions and attachments; system messages render as lines. */
export const MessageItem = memo(function MessageItem({ message, mine, highlighted }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const hasBody = !!message.message || message.files.length > 0;
  return (
    <Box id={`chat-msg-${message.externalId}`} data-message-id={message.externalId}>
      {message.messageFragments.map((f, i) => (
        <FragmentLine key={i} fragment={f} />
      ))}
      {hasBody && (
        <Stack
          direction={mine ? 'row-reverse' : 'row'}
          component="article"
          aria-label={t('chat.message.label', {
            name: message.user ? fullName(message.user) : t('chat.message.system'),
          })}
          sx={{
            gap: 1,
            px: { xs: 1, sm: 2 },
            py: 0.75,
            alignItems: 'flex-start',
            transition: 'background-color .6s',
            bgcolor: highlighted ? 'warning.light' : 'transparent',
            borderRadius: 1,
          }}
        >
          <Avatar
            sx={{ width: 32, height: 32, fontSize: 14, bgcolor: mine ? 'primary.main' : 'secondary.main' }}
            aria-hidden
          >
            {initials(message.user)}
          </Avatar>
          <Stack sx={{ maxWidth: { xs: '85%', sm: '75%' }, minWidth: 0, alignItems: mine ? 'flex-end' : 'flex-start' }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span">
                {mine ? t('chat.message.you') : fullName(message.user) || t('chat.message.system')}
              </Typography>
              <Typography
                variant="caption"
                component="time"
                dateTime={message.createdAt}
                title={formatClock(message.createdAt, i18n.language)}
                sx={{ color: 'text.secondary' }}
              >
                {formatMessageTime(message.createdAt, i18n.language)}
              </Typography>
            </Stack>
            <Box
              sx={{
                bgcolor: mine ? 'primary.50' : 'action.hover',
                ...(mine ? { bgcolor: 'rgba(25,118,210,0.08)' } : {}),
                px: 1.5,
                py: 1,
                borderRadius: 2,
                minWidth: 0,
                maxWidth: '100%',
              }}
            >
              {message.message && <MessageText text={message.message} />}
              {message.files.length > 0 && (
                <Stack sx={{ gap: 1, mt: message.message ? 1 : 0 }}>
                  {message.files.map((f) => (
                    <Attachment key={f.externalId} file={f} />
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        </Stack>
      )}
    </Box>
  );
});
