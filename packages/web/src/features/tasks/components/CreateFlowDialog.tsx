import { useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { todayIso, type ProductFlow } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { flowKeys, taskKeys } from '../keys';
import { flowsApi } from '../api/tasks-api';
import { useFlowFilterData } from '../api/queries';

/** Staff start a service for a customer: company, catalogue service, optional name, start date. */
export function CreateFlowDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (f: ProductFlow) => void;
}) {
  const { t } = useTranslation();
  const data = useFlowFilterData(open).data;
  const [company, setCompany] = useState<{ externalId: string; name: string } | null>(null);
  const [service, setService] = useState<{ code: string; name: string; category: string } | null>(null);
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(todayIso());
  const create = useApiMutation({
    mutationFn: () =>
      flowsApi.create({
        tenantExternalId: company!.externalId,
        serviceCode: service!.code,
        name: name.trim() || undefined,
        startDate: startDate || undefined,
      }),
    invalidate: [flowKeys.all, taskKeys.all],
    successMessage: t('tasks.flows.created'),
    onSuccess: (f) => onCreated(f),
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tasks.flows.createTitle')}
      busy={create.isPending}
      actions={
        <>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('tasks.detail.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => create.mutate()}
            disabled={!company || !service || create.isPending}
            data-testid="create-flow-submit"
          >
            {t('tasks.flows.create')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Autocomplete
          options={data?.companies ?? []}
          loading={!data}
          value={company}
          onChange={(_, v) => setCompany(v)}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
          renderInput={(p) => <TextField {...p} label={t('tasks.flows.company')} required />}
        />
        <Autocomplete
          options={data?.services ?? []}
          loading={!data}
          value={service}
          onChange={(_, v) => setService(v)}
          groupBy={(o) => t(`tasks.module.${o.category as 'LEGAL'}`)}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          renderInput={(p) => <TextField {...p} label={t('tasks.flows.service')} required />}
        />
        <TextField label={t('tasks.flows.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          type="date"
          label={t('tasks.flows.startDate')}
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Modal>
  );
}
