import { useState } from 'react';
import {
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Popover,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import {
  JOB_TITLES,
  JOB_TITLES_B,
  TEAM_ROLE_FILTERS,
  TEAM_STATUSES,
  type TeamRoleFilter,
  type TeamStatus,
} from '@atrium/contract';

export interface TeamFilterValue {
  roles: TeamRoleFilter[];
  jobTitle: string[];
  status: TeamStatus | null;
}

const TITLE_OPTIONS = [...new Set([...JOB_TITLES, ...JOB_TITLES_B])].filter((t) => t !== 'Other');

/** The team's filter panel (spec 1 §2.7, §3 "Team filter"): roles, job titles and status, applied together. */
export function TeamFilterPanel({ value, onApply }: { value: TeamFilterValue; onApply: (v: TeamFilterValue) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<TeamFilterValue>(value);
  const active = value.roles.length + value.jobTitle.length + (value.status ? 1 : 0);
  const open = (el: HTMLElement) => {
    setDraft(value);
    setAnchor(el);
  };
  const toggleRole = (r: TeamRoleFilter) =>
    setDraft((d) => ({ ...d, roles: d.roles.includes(r) ? d.roles.filter((x) => x !== r) : [...d.roles, r] }));

  return (
    <>
      <Badge badgeContent={active} color="primary">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(e) => open(e.currentTarget)}
          aria-haspopup="dialog"
        >
          {t('team.filters.button')}
        </Button>
      </Badge>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('team.filters.title'), sx: { p: 2, width: 320, maxWidth: '100vw' } },
        }}
      >
        <Stack sx={{ gap: 2 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('team.filters.roles')}</FormLabel>
            <FormGroup>
              {TEAM_ROLE_FILTERS.map((r) => (
                <FormControlLabel
                  key={r}
                  control={<Checkbox checked={draft.roles.includes(r)} onChange={() => toggleRole(r)} />}
                  label={t(`team.roleFilter.${r}`)}
                />
              ))}
            </FormGroup>
          </FormControl>
          <Autocomplete
            multiple
            options={TITLE_OPTIONS}
            value={draft.jobTitle}
            onChange={(_, v) => setDraft((d) => ({ ...d, jobTitle: v }))}
            renderInput={(params) => <TextField {...params} label={t('team.filters.jobTitle')} />}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('team.filters.status')}</FormLabel>
            <RadioGroup
              row
              value={draft.status ?? 'ANY'}
              onChange={(e) =>
                setDraft((d) => ({ ...d, status: e.target.value === 'ANY' ? null : (e.target.value as TeamStatus) }))
              }
            >
              <FormControlLabel value="ANY" control={<Radio />} label={t('team.filters.anyStatus')} />
              {TEAM_STATUSES.map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={t(`team.status.${s}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Button
              onClick={() => {
                onApply({ roles: [], jobTitle: [], status: null });
                setAnchor(null);
              }}
            >
              {t('team.filters.clear')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                onApply(draft);
                setAnchor(null);
              }}
            >
              {t('team.filters.apply')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
