import { useState } from 'react';
import {
  Autocomplete,
  Badge,
  Button,
  Chip,
  Collapse,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_QUICK_FILTERS, type CustomerFilter, type UserSummary } from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { activeFilterCount, emptyCustomerFilter } from './filters';
import { useStaff } from './api/details';

const fullName = (u: UserSummary) => `${u.firstName} ${u.lastName}`.trim();

/** The customer list's filters (spec 1 §2.9); on phones they fold behind a 'Filters' button. */
export function CustomerFilters({
  filter,
  onChange,
}: {
  filter: CustomerFilter;
  onChange: (patch: Partial<CustomerFilter>) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const staff = useStaff();
  const people = staff.data ?? [];
  const count = activeFilterCount(filter);
  const picked = (ids: string[]) => people.filter((p) => ids.includes(p.externalId));

  const personPicker = (key: 'preparers' | 'reviewers') => (
    <Autocomplete
      multiple
      size="small"
      options={people}
      value={picked(filter[key])}
      loading={staff.isLoading}
      onChange={(_, v) => onChange({ [key]: v.map((p) => p.externalId) })}
      getOptionLabel={fullName}
      isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
      noOptionsText={t('customers.filters.noPeople')}
      loadingText={t('common.loading')}
      sx={{ flex: 1, minWidth: { xs: 0, md: 220 } }}
      renderInput={(p) => <TextField {...p} label={t(`customers.filters.${key}`)} />}
      data-testid={`filter-${key}`}
    />
  );

  const date = (which: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={t(`customers.filters.${which}`)}
      value={filter.dates[which] ?? ''}
      onChange={(e) => onChange({ dates: { ...filter.dates, [which]: e.target.value || null } })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 170 } }}
    />
  );

  const panel = (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: { md: 'wrap' } }}>
        <SearchBox
          value={filter.productSearch}
          onSearch={(productSearch) => onChange({ productSearch })}
          label={t('customers.filters.product')}
          fullWidth={mobile}
        />
        {personPicker('preparers')}
        {personPicker('reviewers')}
        <Stack direction="row" sx={{ gap: 2 }}>
          {date('from')}
          {date('to')}
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {CUSTOMER_QUICK_FILTERS.map((c) => {
          const on = filter.selectedFilters.includes(c);
          return (
            <Chip
              key={c}
              label={t(`customers.filters.chips.${c}`)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() =>
                onChange({
                  selectedFilters: on ? filter.selectedFilters.filter((x) => x !== c) : [...filter.selectedFilters, c],
                })
              }
            />
          );
        })}
        <FormControlLabel
          control={
            <Switch
              checked={filter.showUnassignedOnly}
              onChange={(e) => onChange({ showUnassignedOnly: e.target.checked })}
            />
          }
          label={t('customers.filters.unassigned')}
        />
        <FormControlLabel
          control={
            <Switch checked={filter.showAllFlows} onChange={(e) => onChange({ showAllFlows: e.target.checked })} />
          }
          label={t('customers.filters.allFlows')}
        />
        {count > 0 && (
          <Button
            size="small"
            onClick={() => onChange({ ...emptyCustomerFilter(), customerSearch: filter.customerSearch })}
          >
            {t('customers.filters.clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  if (!mobile) return panel;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge badgeContent={count} color="primary">
            <FilterListIcon />
          </Badge>
        }
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        sx={{ mb: 2, alignSelf: 'flex-start' }}
      >
        {t('customers.filters.button')}
      </Button>
      <Collapse in={open}>{panel}</Collapse>
    </>
  );
}
