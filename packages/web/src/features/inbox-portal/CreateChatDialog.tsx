import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, type Conversation, type PortalChatUser } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { errorMessage } from '../../lib/notify';
import { chatApi } from '../chat';
import { usePortalChatUsers } from './api/chat-users';
import { groupTenant, suggestGroupName } from './group-name';
import { tenantDisplayName } from '../../lib/tenant-name';

export type CreateMode = 'private' | 'group';

interface Props {
  open: boolean;
  mode: CreateMode;
  onClose: () => void;
  onCreated: (conversation: Conversation) => void;
}

const fullName = (u: PortalChatUser) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Create Chat (spec 2 §2, §4): search people; a click on a person opens a private chat (asking for the company when they
 * belong to several); ticking people builds a group, whose second step asks for its name.
 */
export function CreateChatDialog({ open, mode, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [step, setStep] = useState<0 | 1>(0);
  const [selected, setSelected] = useState<PortalChatUser[]>([]);
  const [groupName, setGroupName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [companyFor, setCompanyFor] = useState<PortalChatUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setTerm('');
    setStep(0);
    setSelected([]);
    setGroupName('');
    setNameTouched(false);
    setFailure(null);
  }, [open]);

  const debounced = useDebouncedValue(term.trim(), CHAT_LIMITS.debounce.portalSearch);
  const users = usePortalChatUsers(debounced, open);

  const run = async (create: () => Promise<Conversation>) => {
    setBusy(true);
    setFailure(null);
    try {
      onCreated(await create());
    } catch (err) {
      setFailure(t('inboxPortal.create.failed', { message: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };
  const openPrivate = (u: PortalChatUser, tenantExternalId?: string) => {
    if (!tenantExternalId && u.tenantExternalIds.length > 1) return setCompanyFor(u);
    const tenant = tenantExternalId ?? u.tenantExternalIds[0];
    if (!tenant) return setFailure(t('inboxPortal.create.failed', { message: t('inboxPortal.create.noCompany') }));
    setCompanyFor(null);
    void run(() => chatApi.createPrivate(u.externalId, tenant, null));
  };
  const toggle = (u: PortalChatUser) =>
    setSelected((list) =>
      list.some((x) => x.externalId === u.externalId)
        ? list.filter((x) => x.externalId !== u.externalId)
        : [...list, u],
    );
  const next = () => {
    setGroupName(suggestGroupName(selected));
    setStep(1);
  };
  const nameMissing = groupName.trim() === '';
  const createGroup = () => {
    setNameTouched(true);
    const tenant = groupTenant(selected);
    if (nameMissing || !tenant) return;
    void run(() =>
      chatApi.createGroup(
        tenant,
        groupName.trim(),
        selected.map((u) => u.externalId),
        null,
      ),
    );
  };

  const actions =
    step === 0 ? (
      <>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={next} disabled={selected.length < CHAT_LIMITS.groupMinNew || busy}>
          {t('inboxPortal.create.next')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setStep(0)} disabled={busy}>
          {t('inboxPortal.create.back')}
        </Button>
        <Button
          variant="contained"
          onClick={createGroup}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : undefined}
        >
          {t('inboxPortal.create.createGroup')}
        </Button>
      </>
    );

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        busy={busy}
        title={
          step === 0
            ? t(mode === 'group' ? 'inboxPortal.create.titleGroup' : 'inboxPortal.create.title')
            : t('inboxPortal.create.nameStep')
        }
        actions={actions}
        footerStart={
          <Typography variant="body2" data-testid="create-member-count">
            {t('inboxPortal.create.members', { count: selected.length + 1 })}
          </Typography>
        }
      >
        <Stack sx={{ gap: 1.5, pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {step === 0 ? (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(mode === 'group' ? 'inboxPortal.create.hintGroup' : 'inboxPortal.create.hint')}
              </Typography>
              <TextField
                type="search"
                size="small"
                autoFocus
                label={t('inboxPortal.create.search')}
                value={term}
                onChange={(e) => setTerm(e.target.value)}
              />
              {selected.length > 0 && (
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {selected.map((u) => (
                    <Chip key={u.externalId} size="small" label={fullName(u)} onDelete={() => toggle(u)} />
                  ))}
                </Stack>
              )}
              {users.isLoading && (
                <CircularProgress size={24} sx={{ alignSelf: 'center' }} aria-label={t('inboxPortal.loading')} />
              )}
              {users.isError && (
                <Alert severity="error">
                  {t('inboxPortal.create.searchFailed', { message: errorMessage(users.error) })}
                </Alert>
              )}
              {users.data?.length === 0 && (
                <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
                  {t('inboxPortal.create.noUsers')}
                </Typography>
              )}
              <List dense sx={{ maxHeight: 360, overflow: 'auto' }} aria-label={t('inboxPortal.create.results')}>
                {(users.data ?? []).map((u) => {
                  const checked = selected.some((x) => x.externalId === u.externalId);
                  const name = fullName(u);
                  return (
                    <ListItem key={u.externalId} disablePadding>
                      <Checkbox
                        checked={checked}
                        disabled={busy}
                        onChange={() => toggle(u)}
                        slotProps={{ input: { 'aria-label': t('inboxPortal.create.selectForGroup', { name }) } }}
                      />
                      <ListItemButton
                        disabled={busy}
                        onClick={() => (mode === 'group' ? toggle(u) : openPrivate(u))}
                        data-testid="create-user-option"
                        aria-label={
                          mode === 'group'
                            ? t('inboxPortal.create.selectForGroup', { name })
                            : t('inboxPortal.create.privateWith', { name })
                        }
                      >
                        <ListItemText
                          primary={name}
                          secondary={[u.email, u.tenantNames.map(tenantDisplayName).join(', ')]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </>
          ) : (
            <>
              <TextField
                autoFocus
                required
                label={t('inboxPortal.create.groupName')}
                value={groupName}
                onChange={(e) => setGroupName(e.target.value)}
                onBlur={() => setNameTouched(true)}
                error={nameTouched && nameMissing}
                helperText={nameTouched && nameMissing ? t('inboxPortal.create.groupNameRequired') : ' '}
                slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupNameMaxChars } }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {selected.map(fullName).join(', ')}
              </Typography>
            </>
          )}
        </Stack>
      </Modal>
      <SelectCompanyDialog
        user={companyFor}
        onClose={() => setCompanyFor(null)}
        onSelect={(u, tenant) => openPrivate(u, tenant)}
      />
    </>
  );
}

/** Select Company: a person in several companies is written to as one of them (the chat's tenant). */
function SelectCompanyDialog({
  user,
  onClose,
  onSelect,
}: {
  user: PortalChatUser | null;
  onClose: () => void;
  onSelect: (u: PortalChatUser, tenant: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={!!user} onClose={onClose} title={t('inboxPortal.create.selectCompany')} maxWidth="xs">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {user && t('inboxPortal.create.selectCompanyText', { name: fullName(user) })}
      </Typography>
      <List>
        {user?.tenantExternalIds.map((id, i) => (
          <ListItemButton key={id} onClick={() => onSelect(user, id)}>
            <ListItemText primary={tenantDisplayName(user.tenantNames[i]) ?? id} />
          </ListItemButton>
        ))}
      </List>
    </Modal>
  );
}
