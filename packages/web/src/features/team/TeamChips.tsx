import { Chip, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/BlockOutlined';
import { useTranslation } from 'react-i18next';
import { type TeamStatus } from '@atrium/contract';
import { roleText } from '../../lib/role-label';

/** 'Active' has its own icon (spec 1 §3 "Team member"). */
export function StatusChip({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  return status === 'ACTIVE' ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircleOutlineIcon />}
      label={t('team.status.ACTIVE')}
    />
  ) : (
    <Chip size="small" variant="outlined" icon={<RemoveCircleOutlineIcon />} label={t('team.status.INACTIVE')} />
  );
}

/** Role names shown as their last dash-separated word, capitalised (spec 1 §3 "Role"). */
export function RoleChips({ roles }: { roles: string[] }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {roles.map((r) => (
        <Chip key={r} size="small" label={roleText(r)} />
      ))}
    </Stack>
  );
}
