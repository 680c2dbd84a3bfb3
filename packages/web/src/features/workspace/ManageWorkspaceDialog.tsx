import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission, type AccountType, type TenantMembership } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { useSession } from '../../session/session';
import { loadWorkspaces, selectMembership, useWorkspace, workspaceStore } from '../../workspace/workspace';
import { ApiError } from '../../lib/api-error';
import { errorMessage, notify } from '../../lib/notify';
import { workspaceApi } from './api';
import { accountTypeKey } from './labels';
import { SlugField } from './SlugField';
import { useSlugCheck } from './useSlugCheck';
import type { TFunction } from 'i18next';
import { tenantDisplayName } from '../../lib/tenant-name';

type Section = 'move' | 'profile' | 'workspace';

/** Spec 1 §8: a workspace-change failure with an unauthorized status shows the message as a warning; others are notified. */
function reportWorkspaceError(err: unknown) {
  if (err instanceof ApiError && err.code === 'INVALID_TOKEN') return;
  if (err instanceof ApiError && err.isUnauthorized) notify(err.message, 'warning');
  else notify(errorMessage(err), 'error');
}

/**
 * Reloads the workspaces after a change, staying with the tenant in use (wherever its workspace now is); a failure
 * shows 'Error fetching all workspaces'.
 */
async function refreshWorkspaces(t: TFunction) {
  try {
    await loadWorkspaces({ preferTenant: workspaceStore.get().selectedTenantMembership?.tenant.externalId ?? null });
  } catch {
    notify(t('workspace.fetchError'), 'error');
  }
}

/**
 * The manage-workspace dialog (spec 1 §2.3): move a profile to a workspace, and — for users allowed to create
 * companies — create a profile inside a workspace or create a workspace.
 */
export function ManageWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const canCreate = !!session.user && hasPermission(session.user, 'companyCreate');
  const [section, setSection] = useState<Section>('move');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setSection('move');
  }, [open]);

  const sections: { id: Section; label: string }[] = [
    { id: 'move', label: t('workspace.manage.tabs.move') },
    ...(canCreate
      ? [
          { id: 'profile' as const, label: t('workspace.manage.tabs.profile') },
          { id: 'workspace' as const, label: t('workspace.manage.tabs.workspace') },
        ]
      : []),
  ];
  const shared = { onDone: onClose, onBusy: setBusy };

  return (
    <Modal open={open} onClose={onClose} busy={busy} title={t('workspace.manage.title')} maxWidth="sm">
      {sections.length > 1 && (
        <Tabs
          value={section}
          onChange={(_, v: Section) => setSection(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('workspace.manage.title')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((s) => (
            <Tab
              key={s.id}
              value={s.id}
              label={s.label}
              id={`manage-ws-tab-${s.id}`}
              aria-controls={`manage-ws-panel-${s.id}`}
              disabled={busy}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={sections.length > 1 ? 'tabpanel' : undefined}
        id={`manage-ws-panel-${section}`}
        aria-labelledby={sections.length > 1 ? `manage-ws-tab-${section}` : undefined}
      >
        {section === 'move' && <MoveProfileForm {...shared} />}
        {section === 'profile' && canCreate && <CreateProfileForm {...shared} />}
        {section === 'workspace' && canCreate && <CreateWorkspaceForm {...shared} />}
      </Box>
    </Modal>
  );
}

interface FormProps {
  onDone: () => void;
  onBusy: (b: boolean) => void;
}

function SectionForm({
  intro,
  children,
  onSubmit,
  submitLabel,
  disabled,
  pending,
}: {
  intro: string;
  children: ReactNode;
  onSubmit: () => void;
  submitLabel: string;
  disabled: boolean;
  pending: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled && !pending) onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5, pt: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

function useRunner(onBusy: (b: boolean) => void) {
  const [pending, setPending] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setPending(true);
    onBusy(true);
    try {
      await fn();
    } finally {
      setPending(false);
      onBusy(false);
    }
  };
  return { pending, run };
}

function WorkspaceSelect({
  id,
  label,
  value,
  onChange,
  disabledId,
  helper,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabledId?: string;
  helper?: string;
}) {
  const { t } = useTranslation();
  const { workspaces } = useWorkspace();
  return (
    <FormControl fullWidth required>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {workspaces.map((w) => (
          <MenuItem key={w.externalId} value={w.externalId} disabled={w.externalId === disabledId}>
            {w.domain}
            {w.externalId === disabledId ? ` (${t('workspace.manage.currentWorkspace')})` : ''}
          </MenuItem>
        ))}
      </Select>
      {helper && (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.5, mx: 1.75 }}>
          {helper}
        </Typography>
      )}
    </FormControl>
  );
}

function ProfileSelect({
  id,
  label,
  value,
  onChange,
  optional,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const { workspaces } = useWorkspace();
  const profiles = workspaces.flatMap((w) => w.tenantMemberships.map((m) => ({ m, w })));
  return (
    <FormControl fullWidth required={!optional}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {optional && (
          <MenuItem value="">
            <em>{t('workspace.manage.noProfile')}</em>
          </MenuItem>
        )}
        {profiles.map(({ m, w }) => (
          <MenuItem key={m.externalId} value={m.tenant.externalId}>
            <Stack>
              <span>{tenantDisplayName(m.tenant.name)}</span>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t(accountTypeKey(m.tenant.accountType))} · {w.domain}
              </Typography>
            </Stack>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** (a) Move a profile (tenant membership) to another workspace. */
function MoveProfileForm({ onDone, onBusy }: FormProps) {
  const { t } = useTranslation();
  const { workspaces } = useWorkspace();
  const queryClient = useQueryClient();
  const [tenant, setTenant] = useState('');
  const [target, setTarget] = useState('');
  const { pending, run } = useRunner(onBusy);
  const currentWs = useMemo(
    () => workspaces.find((w) => w.tenantMemberships.some((m) => m.tenant.externalId === tenant)),
    [workspaces, tenant],
  );
  useEffect(() => {
    if (target && target === currentWs?.externalId) setTarget('');
  }, [currentWs, target]);

  const move = () =>
    run(async () => {
      try {
        await workspaceApi.change(tenant, target);
      } catch (err) {
        reportWorkspaceError(err);
        return;
      }
      notify(t('workspace.changed'), 'success');
      await refreshWorkspaces(t);
      await queryClient.invalidateQueries();
      onDone();
    });

  return (
    <SectionForm
      intro={t('workspace.manage.move.intro')}
      onSubmit={() => void move()}
      submitLabel={t('workspace.manage.move.submit')}
      disabled={!tenant || !target}
      pending={pending}
    >
      <ProfileSelect id="move-profile" label={t('workspace.manage.profileLabel')} value={tenant} onChange={setTenant} />
      <WorkspaceSelect
        id="move-target"
        label={t('workspace.manage.targetWorkspace')}
        value={target}
        onChange={setTarget}
        disabledId={currentWs?.externalId}
      />
    </SectionForm>
  );
}

/** (b) Create a profile (company or individual account) inside a workspace. */
function CreateProfileForm({ onDone, onBusy }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [workspace, setWorkspace] = useState(() => workspaceStore.get().selectedWorkspace?.externalId ?? '');
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [accountType, setAccountType] = useState<AccountType>('COMPANY');
  const { pending, run } = useRunner(onBusy);
  const nameError = nameTouched && name.trim() === '';

  const create = () =>
    run(async () => {
      let created: TenantMembership;
      try {
        created = await workspaceApi.createProfile({ workspaceExternalId: workspace, name: name.trim(), accountType });
      } catch (err) {
        reportWorkspaceError(err);
        return;
      }
      notify(t('workspace.manage.profile.created', { name: name.trim() }), 'success');
      await refreshWorkspaces(t);
      // Work in the new profile straight away.
      if (selectMembership(created.tenant.externalId)) await queryClient.invalidateQueries();
      onDone();
    });

  return (
    <SectionForm
      intro={t('workspace.manage.profile.intro')}
      onSubmit={() => void create()}
      submitLabel={t('workspace.manage.profile.submit')}
      disabled={!workspace || name.trim() === ''}
      pending={pending}
    >
      <WorkspaceSelect
        id="profile-workspace"
        label={t('workspace.manage.workspaceLabel')}
        value={workspace}
        onChange={setWorkspace}
      />
      <TextField
        label={t('workspace.manage.profile.name')}
        value={name}
        required
        fullWidth
        disabled={!workspace}
        error={nameError}
        helperText={nameError ? t('workspace.manage.profile.nameRequired') : ' '}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setNameTouched(true)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl disabled={!workspace}>
        <FormLabel id="profile-account-type">{t('workspace.manage.profile.accountType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="profile-account-type"
          value={accountType}
          onChange={(e) => setAccountType(e.target.value as AccountType)}
        >
          <FormControlLabel value="COMPANY" control={<Radio />} label={t('workspace.accountType.company')} />
          <FormControlLabel value="INDIVIDUAL" control={<Radio />} label={t('workspace.accountType.individual')} />
        </RadioGroup>
      </FormControl>
    </SectionForm>
  );
}

/** (c) Create a workspace, optionally moving one profile into it. */
function CreateWorkspaceForm({ onDone, onBusy }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState('');
  const [tenant, setTenant] = useState('');
  const { state, markTaken } = useSlugCheck(slug);
  const { pending, run } = useRunner(onBusy);

  const create = () =>
    run(async () => {
      try {
        await workspaceApi.createForCompany(slug, tenant || undefined);
      } catch (err) {
        if (err instanceof ApiError && (err.code === 'SLUG_TAKEN' || err.status === 409)) {
          markTaken();
          return;
        }
        reportWorkspaceError(err);
        return;
      }
      notify(t('workspace.manage.workspace.created', { domain: `${slug}` }), 'success');
      await refreshWorkspaces(t);
      if (tenant) await queryClient.invalidateQueries();
      onDone();
    });

  return (
    <SectionForm
      intro={t('workspace.manage.workspace.intro')}
      onSubmit={() => void create()}
      submitLabel={t('workspace.manage.workspace.submit')}
      disabled={state.kind !== 'available'}
      pending={pending}
    >
      <SlugField value={slug} onChange={setSlug} state={state} disabled={pending} />
      <ProfileSelect
        id="workspace-profile"
        label={t('workspace.manage.workspace.moveProfile')}
        value={tenant}
        onChange={setTenant}
        optional
      />
    </SectionForm>
  );
}
