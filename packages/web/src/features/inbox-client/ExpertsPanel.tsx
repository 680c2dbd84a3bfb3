import {
  Avatar,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import type { Expert } from '@atrium/contract';

/** KAM first (the server sorts so too); then by name. */
export function sortExperts(experts: Expert[]): Expert[] {
  const isKam = (e: Expert) => roleList(e.role).includes('KAM');
  return [...experts].sort((a, b) => Number(isKam(b)) - Number(isKam(a)) || a.fullName.localeCompare(b.fullName));
}

/** Roles may be several, comma separated (spec 2 §2). */
export const roleList = (role: string) =>
  role
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

export interface ExpertsPanelProps {
  experts: Expert[] | undefined;
  loading: boolean;
  error: boolean;
  busy: boolean;
  onExpert: (e: Expert) => void;
  onNewGroup: () => void;
  onProductSupport: () => void;
}

/** The experts assigned to the tenant, KAM first, each a shortcut to a chat; plus 'new group chat' and 'product support'. */
export function ExpertsPanel({
  experts,
  loading,
  error,
  busy,
  onExpert,
  onNewGroup,
  onProductSupport,
}: ExpertsPanelProps) {
  const { t } = useTranslation();
  const roleLabel = (role: string) =>
    roleList(role)
      .map((r) => (r === 'KAM' || r === 'EXPERT' ? t(`inboxClient.experts.roles.${r}`) : r))
      .join(', ');
  const list = experts ? sortExperts(experts) : [];
  return (
    <Box
      component="section"
      aria-labelledby="experts-panel-title"
      data-testid="experts-panel"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Typography id="experts-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {t('inboxClient.experts.title')}
      </Typography>
      <Box sx={{ overflowY: 'auto', minHeight: 0 }}>
        {loading ? (
          <Stack sx={{ px: 2, py: 1, gap: 1 }}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : error ? (
          <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
            {t('inboxClient.experts.loadError')}
          </Typography>
        ) : list.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }} data-testid="experts-empty">
            {t('inboxClient.experts.none')}
          </Typography>
        ) : (
          <List dense aria-labelledby="experts-panel-title">
            {list.map((e) => {
              const role = roleLabel(e.role);
              const secondary = [role, e.service].filter(Boolean).join(' · ');
              return (
                <ListItem key={e.userExternalId} disablePadding data-testid="expert">
                  <ListItemButton disabled={busy} onClick={() => onExpert(e)}>
                    <ListItemAvatar sx={{ minWidth: 48 }}>
                      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'secondary.main' }} aria-hidden>
                        {`${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase()}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={e.fullName}
                      secondary={secondary}
                      slotProps={{
                        primary: { noWrap: true, 'data-testid': 'expert-name' } as object,
                        secondary: { noWrap: true, 'data-testid': 'expert-role' } as object,
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, px: 2, pb: 1.5, pt: 0.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<GroupAddOutlinedIcon />}
          onClick={onNewGroup}
          disabled={busy}
          data-testid="new-group-chat"
        >
          {t('inboxClient.experts.newGroup')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SupportAgentOutlinedIcon />}
          onClick={onProductSupport}
          disabled={busy}
          data-testid="product-support"
        >
          {t('inboxClient.experts.productSupport')}
        </Button>
      </Stack>
    </Box>
  );
}
