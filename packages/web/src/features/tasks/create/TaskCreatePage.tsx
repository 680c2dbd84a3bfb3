import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../components/StaffSelect';
import { TASK_BULK_MAX, TASK_DESCRIPTION_MAX, TEMPLATE_TASK_KINDS, type TemplateTaskKind } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useApiMutation } from '../../../components/useApi';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { flowKeys, taskKeys } from '../keys';
import { useFlowFilterData } from '../api/queries';
import { taskCreateApi } from '../api/task-create';
import {
  bulkRequest,
  emptyTaskForm,
  refusedCustomer,
  singleRequest,
  validateTaskForm,
  withKind,
  type TaskForm,
  type TaskFormErrors,
} from './task-form';
import { useCanCreateTasks } from './useCanCreateTasks';

type Company = { externalId: string; name: string };

/**
 * /portal/tasks/new/:isBulkCreation — `false`: one task for one customer; `true`: the same task for many customers
 * (picked by search, up to 500), all created or none. Portal admins and KAMs only; anyone else goes to the 401 page.
 */
export default function TaskCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bulk = useParams().isBulkCreation === 'true';
  const can = useCanCreateTasks();
  const data = useFlowFilterData(can.allowed).data;
  const [form, setForm] = useState<TaskForm>(emptyTaskForm);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const set = (patch: Partial<TaskForm>) => setForm((f) => ({ ...f, ...patch }));

  const create = useApiMutation({
    mutationFn: async () =>
      bulk ? (await taskCreateApi.bulk(bulkRequest(form))).created : (await taskCreateApi.one(singleRequest(form)), 1),
    invalidate: [taskKeys.all, flowKeys.all],
    errorMode: 'none',
    onSuccess: (count) => {
      notify(bulk ? t('taskCreate.createdBulk', { count }) : t('taskCreate.created'), 'success');
      void navigate('/portal/tasks/admin');
    },
    onError: (err) => {
      const customer =
        err instanceof ApiError
          ? refusedCustomer(
              form,
              err.fields.map((f) => f.path),
            )
          : null;
      notify(customer ? t('taskCreate.refused', { name: customer.name, reason: err.message }) : err.message, 'error');
    },
  });

  if (!can.ready) return <FullPageLoader />;
  if (!can.allowed) return <Navigate to="/unauthorized" replace />;

  const submit = () => {
    const found = validateTaskForm(form, bulk);
    setErrors(found);
    if (!Object.keys(found).length) create.mutate();
  };
  const errorText = (field: keyof TaskFormErrors) =>
    errors[field] ? t(`taskCreate.errors.${errors[field]}`) : undefined;
  const companies = data?.companies ?? [];
  const staff = data?.staff ?? [];
  const people = (id: 'preparer' | 'reviewer', value: string, onChange: (v: string) => void) => (
    <StaffSelect
      id={`task-${id}`}
      label={t(`taskCreate.${id}`)}
      value={value}
      onChange={onChange}
      staff={staff}
      choices={[{ value: '', label: t('taskCreate.nobody') }]}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={bulk ? t('taskCreate.titleBulk') : t('taskCreate.titleSingle')}
        subtitle={bulk ? t('taskCreate.subtitleBulk') : t('taskCreate.subtitleSingle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          noValidate
          sx={{ gap: 2.5 }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {bulk ? (
            <Box>
              <Autocomplete
                multiple
                disableCloseOnSelect
                options={companies}
                loading={!data}
                value={form.customers}
                onChange={(_, v: Company[]) => set({ customers: v })}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
                renderOption={({ key, ...props }, option, { selected }) => (
                  <li key={key} {...props}>
                    <Checkbox size="small" checked={selected} sx={{ mr: 1 }} tabIndex={-1} />
                    {option.name}
                  </li>
                )}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                  })
                }
                renderInput={(p) => (
                  <TextField
                    {...p}
                    label={t('taskCreate.customers')}
                    required
                    error={!!errors.customers}
                    helperText={errorText('customers') ?? t('taskCreate.customersHelp', { max: TASK_BULK_MAX })}
                  />
                )}
              />
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="task-create-count">
                  {t('taskCreate.selected', { count: form.customers.length })}
                </Typography>
                {form.customers.length > 0 && (
                  <Button size="small" onClick={() => set({ customers: [] })}>
                    {t('taskCreate.clear')}
                  </Button>
                )}
              </Stack>
            </Box>
          ) : (
            <Autocomplete
              options={companies}
              loading={!data}
              value={form.customers[0] ?? null}
              onChange={(_, v: Company | null) => set({ customers: v ? [v] : [] })}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={t('taskCreate.customer')}
                  required
                  error={!!errors.customers}
                  helperText={errorText('customers')}
                />
              )}
            />
          )}
          <TextField
            label={t('taskCreate.name')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            required
            error={!!errors.name}
            helperText={errorText('name')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('taskCreate.description')}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TASK_DESCRIPTION_MAX } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              type="date"
              label={t('taskCreate.dueDate')}
              value={form.dueDate}
              onChange={(e) => set({ dueDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              select
              id="task-kind"
              label={t('taskCreate.kind')}
              value={form.kind}
              onChange={(e) => setForm((f) => withKind(f, e.target.value as TemplateTaskKind))}
              fullWidth
            >
              {TEMPLATE_TASK_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`tasks.kind.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {people('preparer', form.preparerExternalId, (v) => set({ preparerExternalId: v }))}
            {people('reviewer', form.reviewerExternalId, (v) => set({ reviewerExternalId: v }))}
          </Stack>
          <Box>
            <FormControlLabel
              control={
                <Checkbox checked={form.asksCustomer} onChange={(e) => set({ asksCustomer: e.target.checked })} />
              }
              label={t('taskCreate.asksCustomer')}
            />
            <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{t('taskCreate.asksCustomerHelp')}</FormHelperText>
          </Box>
          <FormControlLabel
            control={
              <Checkbox checked={form.requiresReview} onChange={(e) => set({ requiresReview: e.target.checked })} />
            }
            label={t('taskCreate.requiresReview')}
          />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate('/portal/tasks/admin')} disabled={create.isPending}>
              {t('taskCreate.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending} data-testid="task-create-submit">
              {bulk && form.customers.length
                ? t('taskCreate.createBulk', { count: form.customers.length })
                : t('taskCreate.create')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
