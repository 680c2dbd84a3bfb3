import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { useTranslation } from 'react-i18next';
import { ROLES, type Conversation } from '@atrium/contract';
import { EmptyState } from '../../components/EmptyState';
import { ConversationPane, useConversation } from '../chat';
import { InviteUserDialog } from '../invitations';
import { tenantDisplayName } from '../../lib/tenant-name';
import { useWorkspace } from '../../workspace/workspace';
import { useSession } from '../../session/session';

interface Props {
  conversationExternalId: string | null;
  onBack?: () => void;
  onLeft: () => void;
  onConversationChanged: (c: Conversation) => void;
}

/**
 * The right column: the company-users header of the conversation's company (with Invite user, spec 2 §2) over the
 * shared conversation pane in its portal view; a hint when nothing is selected.
 */
export function PortalConversation({ conversationExternalId, onBack, onLeft, onConversationChanged }: Props) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const { isAtriumAdminOrKam } = useWorkspace();
  const { user } = useSession();
  // Same cache entry as the pane's own conversation query.
  const conv = useConversation(conversationExternalId, { silent: true });
  if (!conversationExternalId) {
    return (
      <Stack sx={{ flex: 1, justifyContent: 'center' }}>
        <EmptyState
          icon={<ForumOutlinedIcon />}
          title={t('inboxPortal.pane.none')}
          text={t('inboxPortal.pane.noneText')}
        />
      </Stack>
    );
  }
  const tenant = conv.data?.tenant;
  // Who may invite to a customer (the server's rule): a staff admin or KAM (issue 13: others got 'Access denied').
  const canInvite = isAtriumAdminOrKam || !!user?.roles.some((r) => r.name === ROLES.superadmin);
  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      {tenant && (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
          data-testid="company-users-header"
        >
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
            {tenantDisplayName(tenant.name)}
          </Typography>
          {canInvite && (
            <Button size="small" startIcon={<PersonAddAltIcon />} onClick={() => setInviting(true)}>
              {t('inboxPortal.invite')}
            </Button>
          )}
          <InviteUserDialog
            open={inviting}
            onClose={() => setInviting(false)}
            tenant={{ externalId: tenant.externalId, name: tenant.name, isInternal: false }}
          />
        </Stack>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }} data-testid="portal-conversation">
        <ConversationPane
          key={conversationExternalId}
          conversationExternalId={conversationExternalId}
          view="portal"
          onBack={onBack}
          onLeft={onLeft}
          onConversationChanged={onConversationChanged}
        />
      </Box>
    </Stack>
  );
}
