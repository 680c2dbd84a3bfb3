import { Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@atrium/contract';
import { EmptyState } from '../../components/EmptyState';

interface Props {
  conversationExternalId: string | null;
  onBack?: () => void;
  onLeft: () => void;
  onConversationChanged: (c: Conversation) => void;
}

/** The right column: the shared conversation pane in its portal view, or a hint when nothing is selected. */
export function PortalConversation({ conversationExternalId }: Props) {
  const { t } = useTranslation();
  if (!conversationExternalId) {
    return (
      <Stack sx={{ flex: 1, justifyContent: 'center' }}>
        <EmptyState icon={<ForumOutlinedIcon />} title={t('inboxPortal.pane.none')} text={t('inboxPortal.pane.noneText')} />
      </Stack>
    );
  }
  return <Typography sx={{ p: 2 }}>{conversationExternalId}</Typography>;
}
