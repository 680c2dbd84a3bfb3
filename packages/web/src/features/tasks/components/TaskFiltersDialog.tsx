import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_CATEGORIES,
  TASK_DISPLAY_STATUSES,
  TEMPLATE_TASK_KINDS,
  type ProductFlowFilterData,
  type View,
} from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { defaultTaskListState, type TaskListState } from '../list-state';
import { useFlowPage } from '../api/queries';

type Filters = TaskListState['filters'];

function MultiSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  disabled?: boolean;
  id: string;
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (v: T[]) => void;
}) {
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  return (
    <FormControl fullWidth size="small" disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<T[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={value}
        label={label}
        onChange={(e) => onChange(e.target.value as T[])}
        renderValue={(v) => v.map((x) => labelOf.get(x) ?? x).join(', ')}
        data-testid={`filter-${id}`}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            <Checkbox checked={value.includes(o.value)} size="small" />
            <ListItemText primary={o.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The task filters of spec 1 §2.9: status, task type, module, dates, unanswered comments; staff also service, company and people. */
export function TaskFiltersDialog({
  open,
  onClose,
  view,
  value,
  onChange,
  data,
  statusFromTab = false,
}: {
  /** The selected tab defines the statuses: the status filter does not apply. */
  statusFromTab?: boolean;
  open: boolean;
  onClose: () => void;
  view: View;
  value: Filters;
  onChange: (f: Filters) => void;
  data?: ProductFlowFilterData;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof Filters>(k: K, v: Filters[K]) => onChange({ ...value, [k]: v });
  // The service flows to pick from (each flow is a list of tasks): staff only, loaded when the dialog opens.
  const flows = useFlowPage({ search: '' }, 0, 100, false, open && view === 'portal').data?.items ?? [];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tasks.filters.title')}
      actions={
        <>
          <Button onClick={() => onChange({ ...defaultTaskListState().filters, search: value.search })}>
            {t('tasks.filters.reset')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('tasks.filters.apply')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <MultiSelect
          id="status"
          label={t('tasks.filters.status')}
          value={value.statuses}
          options={TASK_DISPLAY_STATUSES.map((s) => ({ value: s, label: t(`tasks.status.${s}`) }))}
          onChange={(v) => set('statuses', v)}
          disabled={statusFromTab}
        />
        <MultiSelect
          id="type"
          label={t('tasks.filters.taskType')}
          value={value.types}
          options={TEMPLATE_TASK_KINDS.map((k) => ({ value: k, label: t(`tasks.kind.${k}`) }))}
          onChange={(v) => set('types', v)}
        />
        <MultiSelect
          id="module"
          label={t('tasks.filters.module')}
          value={value.modules}
          options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: t(`tasks.module.${c}`) }))}
          onChange={(v) => set('modules', v)}
        />
        {view === 'portal' && data && (
          <>
            <MultiSelect
              id="service"
              label={t('tasks.filters.service')}
              value={value.services}
              options={data.services.map((s) => ({ value: s.code, label: s.name }))}
              onChange={(v) => set('services', v)}
            />
            <MultiSelect
              id="company"
              label={t('tasks.filters.company')}
              value={value.tenantsNames}
              options={data.companies.map((c) => ({ value: c.name, label: c.name }))}
              onChange={(v) => set('tenantsNames', v)}
            />
            <MultiSelect
              id="people"
              label={t('tasks.filters.people')}
              value={value.assignedExternalIds}
              options={data.staff.map((p) => ({ value: p.externalId, label: p.name }))}
              onChange={(v) => set('assignedExternalIds', v)}
            />
            <MultiSelect
              id="lists"
              label={t('tasks.filters.lists')}
              value={value.lists}
              options={flows.map((f) => ({ value: f.externalId, label: `${f.name} · ${f.company.name}` }))}
              onChange={(v) => set('lists', v)}
            />
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            type="date"
            size="small"
            fullWidth
            label={t('tasks.filters.from')}
            value={value.from ?? ''}
            onChange={(e) => set('from', e.target.value || null)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            fullWidth
            label={t('tasks.filters.to')}
            value={value.to ?? ''}
            onChange={(e) => set('to', e.target.value || null)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.withUnansweredComments}
              onChange={(e) => set('withUnansweredComments', e.target.checked)}
            />
          }
          label={t('tasks.filters.withUnansweredComments')}
        />
      </Stack>
    </Modal>
  );
}
