import { Chip } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import { useTranslation } from 'react-i18next';
import type { ManagedUser, TeamStatus } from '@atrium/contract';
import { roleText } from '../../lib/role-label';

/** Active has its own icon, as in the team back-office. */
export function UserStatusChip({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'ACTIVE' ? 'success' : 'default'}
      icon={status === 'ACTIVE' ? <CheckCircleOutlineIcon /> : <BlockOutlinedIcon />}
      label={t(`userManagement.status.${status}`)}
      // The dark green keeps its contrast on a selected (tinted) row too.
      sx={status === 'ACTIVE' ? { color: 'success.dark', '& .MuiChip-icon': { color: 'success.dark' } } : undefined}
    />
  );
}

/** The companies of a user with the role held in each: 'Acme Inc. · Admin'. */
export function companiesText(u: Pick<ManagedUser, 'companies'>): string {
  return u.companies
    .map((c) => (c.roles.length ? `${c.name} · ${c.roles.map(roleText).join(', ')}` : c.name))
    .join('; ');
}
