import { useState, type ReactNode } from 'react';
import {
  Badge,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { THREAD_STATUSES, READ_STATUS_FILTERS, type PortalQuickFilter } from '@atrium/contract';
import { activeFilterCount, type PortalListState } from './filters';
import { CompanyPickerDialog, EmployeePickerDialog } from './PickerDialog';

const GENERAL = ['ALL', 'MENTIONS', 'READ_ONLY'] as const satisfies readonly PortalQuickFilter[];

/** The filter menu (spec 2 §2): General, Status, Read Status, Person and Companies, each with an 'All' / clear. */
export function PortalFilterMenu({
  state,
  onChange,
}: {
  state: PortalListState;
  onChange: (patch: Partial<PortalListState>) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picker, setPicker] = useState<'employees' | 'companies' | null>(null);
  const close = () => setAnchor(null);
  const choose = (patch: Partial<PortalListState>) => {
    onChange(patch);
    close();
  };
  const item = (key: string, label: ReactNode, checked: boolean, patch: Partial<PortalListState>) => (
    <MenuItem
      key={key}
      onClick={() => choose(patch)}
      selected={checked}
      role="menuitemradio"
      aria-checked={checked}
      dense
    >
      <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  const count = activeFilterCount(state);
  // The badge's number is part of the button's name (what is seen is what is heard).
  const label = count > 0 ? t('inboxPortal.filters.openCount', { count }) : t('inboxPortal.filters.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="portal-filter-button"
        >
          {count > 0 ? (
            <Badge color="primary" badgeContent={count}>
              <FilterListIcon />
            </Badge>
          ) : (
            <FilterListIcon />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: '80vh', minWidth: 260 } } }}
      >
        <ListSubheader>{t('inboxPortal.filters.general')}</ListSubheader>
        {GENERAL.map((g) =>
          item(`g-${g}`, t(`inboxPortal.filters.generalOptions.${g}`), state.quick === g, { quick: g }),
        )}
        <Divider />
        <ListSubheader>{t('inboxPortal.filters.status')}</ListSubheader>
        {item('s-all', t('inboxPortal.filters.all'), state.status === null, { status: null })}
        {THREAD_STATUSES.map((s) =>
          item(`s-${s}`, t(`inboxPortal.filters.statusOptions.${s}`), state.status === s, { status: s }),
        )}
        <Divider />
        <ListSubheader>{t('inboxPortal.filters.readStatus')}</ListSubheader>
        {item('r-all', t('inboxPortal.filters.all'), state.readStatus === null, { readStatus: null })}
        {READ_STATUS_FILTERS.map((r) =>
          item(`r-${r}`, t(`inboxPortal.filters.readOptions.${r}`), state.readStatus === r, { readStatus: r }),
        )}
        <Divider />
        <ListSubheader>{t('inboxPortal.filters.person')}</ListSubheader>
        <MenuItem dense onClick={() => (close(), setPicker('employees'))}>
          <ListItemIcon />
          <ListItemText>{t('inboxPortal.filters.pickEmployees', { count: state.employees.length })}</ListItemText>
        </MenuItem>
        <MenuItem dense disabled={state.employees.length === 0} onClick={() => choose({ employees: [] })}>
          <ListItemIcon />
          <ListItemText>{t('inboxPortal.filters.clear')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader>{t('inboxPortal.filters.companies')}</ListSubheader>
        <MenuItem dense onClick={() => (close(), setPicker('companies'))}>
          <ListItemIcon />
          <ListItemText>{t('inboxPortal.filters.pickCompanies', { count: state.companies.length })}</ListItemText>
        </MenuItem>
        <MenuItem dense disabled={state.companies.length === 0} onClick={() => choose({ companies: [] })}>
          <ListItemIcon />
          <ListItemText>{t('inboxPortal.filters.clear')}</ListItemText>
        </MenuItem>
      </Menu>
      <EmployeePickerDialog
        open={picker === 'employees'}
        initial={state.employees}
        onClose={() => setPicker(null)}
        onApply={(employees) => (onChange({ employees }), setPicker(null))}
      />
      <CompanyPickerDialog
        open={picker === 'companies'}
        initial={state.companies}
        onClose={() => setPicker(null)}
        onApply={(companies) => (onChange({ companies }), setPicker(null))}
      />
    </>
  );
}
