import { useEffect } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCT, type AssistantMessage } from '@atrium/contract';
import { FragmentLine, fullName, formatMessageTime } from '../../chat';
import { useTypewriter } from '../hooks/useTypewriter';
import { parseContent, type BotRun } from '../live-updates';
import { Citations, MessageContent } from './MessageContent';

function Bubble({
  mine,
  author,
  time,
  children,
  id,
}: {
  mine: boolean;
  author: string;
  time?: string;
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <Box
      id={id ? `assistant-message-${id}` : undefined}
      data-testid="assistant-message"
      sx={{ alignSelf: mine ? 'flex-end' : 'stretch', maxWidth: mine ? '85%' : '100%', scrollMarginTop: 16 }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: mine ? 'right' : 'left' }}>
        {author}
        {time ? ` · ${time}` : ''}
      </Typography>
      <Box
        data-testid="assistant-message-body"
        sx={{
          mt: 0.25,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * A stored message: a person's text, or the bot's content with its citations (and the error or Stop note). A system
 * message (members invited or removed, someone left) is a line, as in the inbox, not an empty bubble.
 */
export function MessageItem({ message, myId }: { message: AssistantMessage; myId: string | undefined }) {
  const lines = message.messageFragments.map((f, i) => <FragmentLine key={i} fragment={f} />);
  if (!message.isBotMessage && !message.message) return <>{lines}</>;
  return (
    <>
      {lines}
      <StoredMessage message={message} myId={myId} />
    </>
  );
}

function StoredMessage({ message, myId }: { message: AssistantMessage; myId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const content = parseContent(message.message);
  const mine = !message.isBotMessage && message.user?.externalId === myId;
  const author = message.isBotMessage ? PRODUCT.assistantName : mine ? t('assistant.chat.you') : fullName(message.user);
  return (
    <Bubble
      mine={mine}
      author={author}
      time={formatMessageTime(message.createdAt, i18n.language)}
      id={message.externalId}
    >
      {content && <MessageContent content={content} />}
      {message.isBotMessage && <Citations metadata={message.metadata} />}
      {message.errorText !== null && message.isBotMessage && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('assistant.aiDrawer.container.errors.botError')}
        </Alert>
      )}
      {message.isIncomplete && message.errorText === null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('assistant.chat.incomplete')}
        </Typography>
      )}
    </Bubble>
  );
}

/**
 * A bot reply being generated: the streamed text typed out at 10 ms per character, with its citations once the
 * metadata arrives; BOT_ERROR completes it with the bot error text. Once it ended, the text is all shown and the
 * stored message is in the loaded pages (`stored`), `onSettled` hands over to it — never earlier, or the answer would
 * vanish until the pages are read again.
 */
export function BotRunItem({ run, stored, onSettled }: { run: BotRun; stored: boolean; onSettled: () => void }) {
  const { t } = useTranslation();
  const { text, done } = useTypewriter(run.text);
  const finished = run.status !== 'streaming' && done;
  useEffect(() => {
    if (finished && run.status === 'done' && run.message && stored) onSettled();
  }, [finished, run.status, run.message, stored, onSettled]);
  return (
    <Bubble mine={false} author={PRODUCT.assistantName}>
      <Box aria-live="polite" aria-busy={run.status === 'streaming'} data-testid="assistant-streaming">
        {text === '' && run.status === 'streaming' ? (
          <Typography variant="body2" color="text.secondary">
            {t('assistant.chat.thinking')}
          </Typography>
        ) : (
          <MessageContent content={{ type: 'MARKDOWN', content: text }} />
        )}
      </Box>
      {finished && <Citations metadata={run.metadata} />}
      {run.status === 'error' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('assistant.aiDrawer.container.errors.botError')}
        </Alert>
      )}
    </Bubble>
  );
}

/** The sender's own message while its stream runs (the stored one arrives with the reload). */
export function PendingItem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Bubble mine author={t('assistant.chat.you')}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Bubble>
  );
}

/** 'X is typing…' / 'X and Y are typing…' / 'Many users are typing…'. */
export function TypingText({ line }: { line: import('../typers').TypersLine }) {
  const { t } = useTranslation();
  const text =
    line.kind === 'none'
      ? ''
      : line.kind === 'many'
        ? t('assistant.typing.many')
        : line.names.length === 1
          ? t('assistant.typing.one', { name: line.names[0] })
          : t('assistant.typing.two', { first: line.names[0], second: line.names[1] });
  return (
    <Stack sx={{ minHeight: 20, px: 2 }} aria-live="polite">
      <Typography variant="caption" color="text.secondary" data-testid="assistant-typing">
        {text}
      </Typography>
    </Stack>
  );
}
