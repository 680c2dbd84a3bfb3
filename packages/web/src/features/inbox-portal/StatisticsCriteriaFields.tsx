import { useState } from 'react';
import { Autocomplete, Chip, FormControl, FormLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, THREAD_STATUSES, type StatisticsCriteria } from '@atrium/contract';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { usePortalChatUsers } from './api/chat-users';
import { useClientsByTenant, useStaff, useStartups } from './api/statistics-lookups';
import type { Picked } from './filters';

const personName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

interface Props {
  criteria: StatisticsCriteria;
  onChange: (c: StatisticsCriteria) => void;
}

/** The statistics filters: startups, status, staff, client users and KAMs (spec 2 §2). */
export function StatisticsCriteriaFields({ criteria, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<StatisticsCriteria>) => onChange({ ...criteria, ...patch });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <StartupField value={criteria.startups} onChange={(startups) => set({ startups })} />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
          {t('inboxPortal.stats.status')}
        </FormLabel>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {THREAD_STATUSES.map((s) => {
            const on = criteria.status.includes(s);
            return (
              <Chip
                key={s}
                label={t(`inboxPortal.status.${s}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => set({ status: on ? criteria.status.filter((x) => x !== s) : [...criteria.status, s] })}
                aria-pressed={on}
              />
            );
          })}
        </Stack>
      </FormControl>
      <StaffField
        label={t('inboxPortal.stats.atriumUsers')}
        source="staff"
        value={criteria.atriumUsers}
        onChange={(atriumUsers) => set({ atriumUsers })}
      />
      <ClientField
        startups={criteria.startups}
        value={criteria.clientUsers}
        onChange={(clientUsers) => set({ clientUsers })}
      />
      <StaffField
        label={t('inboxPortal.stats.kams')}
        source="kams"
        value={criteria.kams}
        onChange={(kams) => set({ kams })}
      />
    </Stack>
  );
}

interface PickProps {
  value: Picked[];
  onChange: (v: Picked[]) => void;
}

function MultiField({
  label,
  value,
  onChange,
  options,
  loading,
  onInput,
  noOptionsText,
  filterLocally = true,
  testId,
}: PickProps & {
  label: string;
  options: Picked[];
  loading: boolean;
  onInput?: (term: string) => void;
  noOptionsText?: string;
  filterLocally?: boolean;
  testId?: string;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      loading={loading}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => reason === 'input' && onInput?.(v)}
      isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
      getOptionLabel={(o) => o.name}
      filterOptions={filterLocally ? undefined : (x) => x}
      noOptionsText={noOptionsText}
      renderOption={(props, o) => (
        <li {...props} key={o.externalId}>
          {o.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}

/** Startups: searched from 2 characters, 300 ms after typing stops; each term's hits are kept 5 minutes. */
function StartupField({ value, onChange }: PickProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), CHAT_LIMITS.debounce.statisticsStartup);
  const enabled = debounced.length >= CHAT_LIMITS.statisticsStartupMinChars;
  const q = useStartups(debounced, enabled);
  const options = enabled ? (q.data ?? []).map((s) => ({ externalId: s.tenantExternalId, name: s.companyName })) : [];
  return (
    <MultiField
      label={t('inboxPortal.stats.startups')}
      value={value}
      onChange={onChange}
      options={options}
      loading={enabled && q.isFetching}
      onInput={setTerm}
      filterLocally={false}
      testId="stats-startups"
      noOptionsText={
        term.trim().length < CHAT_LIMITS.statisticsStartupMinChars
          ? t('inboxPortal.stats.typeTwo')
          : t('inboxPortal.picker.none')
      }
    />
  );
}

function StaffField({ label, source, value, onChange }: PickProps & { label: string; source: 'staff' | 'kams' }) {
  const { t } = useTranslation();
  const q = useStaff(source);
  const options = (q.data ?? []).map((u) => ({ externalId: u.externalId, name: personName(u) }));
  return (
    <MultiField
      label={label}
      value={value}
      onChange={onChange}
      options={options}
      loading={q.isLoading}
      noOptionsText={t('inboxPortal.picker.none')}
    />
  );
}

/** Client users: the clients of the chosen startups, or (none chosen) a people search. */
function ClientField({ startups, value, onChange }: PickProps & { startups: Picked[] }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), CHAT_LIMITS.debounce.portalSearch);
  const tenantIds = startups.map((s) => s.externalId);
  const byTenant = useClientsByTenant(tenantIds);
  const search = usePortalChatUsers(debounced, tenantIds.length === 0 && debounced.length > 0);
  const source = tenantIds.length > 0 ? byTenant.data : search.data;
  const options = (source ?? []).map((u) => ({ externalId: u.externalId, name: personName(u) }));
  return (
    <MultiField
      label={t('inboxPortal.stats.clientUsers')}
      value={value}
      onChange={onChange}
      options={options}
      loading={tenantIds.length > 0 ? byTenant.isLoading : search.isFetching}
      onInput={setTerm}
      noOptionsText={t('inboxPortal.picker.none')}
    />
  );
}
