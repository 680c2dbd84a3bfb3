import { Fragment, useState } from 'react';
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import DomainAddOutlinedIcon from '@mui/icons-material/DomainAddOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { hasPermission } from '@atrium/contract';
import { useSession } from '../../session/session';
import { useTranslation } from 'react-i18next';
import { selectMembership, useWorkspace } from '../../workspace/workspace';
import { accountTypeKey } from './labels';
import { ManageWorkspaceDialog } from './ManageWorkspaceDialog';
import { WithKamDialog } from '../inbox-client';
import { notify } from '../../lib/notify';
import { tenantDisplayName } from '../../lib/tenant-name';

/**
 * The workspace selector (spec 1 §2.3): workspaces as disabled headers (their domain), under each the tenant
 * memberships with their account type. Choosing one changes the tenant header and refreshes every query.
 */
export function WorkspaceSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const ws = useWorkspace();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [manageOpen, setManageOpen] = useState(false);
  const [kamOpen, setKamOpen] = useState(false);
  const current = ws.selectedTenantMembership;
  // Adding a workspace goes through the KAM (spec 1 §2.3): a client tenant's chat, so only in the customer view.
  const inOne = useLocation().pathname.startsWith('/one');
  const canAddWorkspace = inOne && !!current && !current.tenant.isInternal;
  // Another company from inside the app (/one/company-add): whoever may create companies.
  const user = useSession().user;
  const canAddCompany = inOne && !!user && hasPermission(user, 'companyCreate');
  const navigate = useNavigate();

  const choose = (tenantExternalId: string) => {
    setAnchor(null);
    if (tenantExternalId === current?.tenant.externalId) return;
    if (!selectMembership(tenantExternalId)) return;
    void queryClient.invalidateQueries();
    const chosen = ws.workspaces
      .flatMap((w) => w.tenantMemberships)
      .find((m) => m.tenant.externalId === tenantExternalId);
    if (chosen) notify(t('workspace.switched', { name: tenantDisplayName(chosen.tenant.name) }), 'success');
  };

  const label = current
    ? tenantDisplayName(current.tenant.name)
    : ws.status === 'loading' || ws.status === 'idle'
      ? t('common.loading')
      : t('workspace.none');
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'workspace-menu' : undefined}
        endIcon={<ExpandMoreIcon />}
        data-testid="workspace-selector"
        sx={{ minWidth: 0, maxWidth: compact ? 180 : 320, justifyContent: 'flex-start', textAlign: 'left', px: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="current-tenant-name">
            {label}
          </Typography>
          {current && !compact && (
            <Typography noWrap variant="caption" sx={{ display: 'block', opacity: 0.85, lineHeight: 1.2 }}>
              {t(accountTypeKey(current.tenant.accountType))}
              {ws.selectedWorkspace ? ` · ${ws.selectedWorkspace.domain}` : ''}
            </Typography>
          )}
        </Box>
      </Button>
      <Menu
        id="workspace-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { minWidth: 260, maxHeight: '70vh' } },
          list: { 'aria-label': t('workspace.menuLabel') } as object,
        }}
      >
        {ws.workspaces.map((w, i) => (
          <Fragment key={w.externalId}>
            {i > 0 && <Divider />}
            <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, py: 0.5, minHeight: 0 }}>
              <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
                {w.domain}
              </Typography>
            </MenuItem>
            {w.tenantMemberships.map((m) => {
              const selected = m.tenant.externalId === current?.tenant.externalId;
              return (
                <MenuItem
                  key={m.externalId}
                  selected={selected}
                  onClick={() => choose(m.tenant.externalId)}
                  sx={{ pl: 2 }}
                >
                  <ListItemIcon>
                    {m.tenant.accountType === 'INDIVIDUAL' ? (
                      <PersonIcon fontSize="small" />
                    ) : (
                      <BusinessIcon fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={tenantDisplayName(m.tenant.name)}
                    secondary={t(accountTypeKey(m.tenant.accountType))}
                  />
                  {selected && (
                    <CheckIcon fontSize="small" color="primary" sx={{ ml: 1 }} aria-label={t('workspace.current')} />
                  )}
                </MenuItem>
              );
            })}
          </Fragment>
        ))}
        {ws.workspaces.length === 0 && (
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('workspace.none')}</Typography>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setManageOpen(true);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('workspace.manage.open')} />
        </MenuItem>
        {canAddCompany && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate('/one/company-add');
            }}
            data-testid="add-company"
          >
            <ListItemIcon>
              <DomainAddOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('workspace.addCompany')} />
          </MenuItem>
        )}
        {canAddWorkspace && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setKamOpen(true);
            }}
            data-testid="add-workspace"
          >
            <ListItemIcon>
              <AddBusinessOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('workspace.addWorkspace')} />
          </MenuItem>
        )}
      </Menu>
      <ManageWorkspaceDialog open={manageOpen} onClose={() => setManageOpen(false)} />
      {kamOpen && (
        <WithKamDialog open={kamOpen} onClose={() => setKamOpen(false)} text={t('workspace.addWorkspaceKam')} />
      )}
    </>
  );
}
