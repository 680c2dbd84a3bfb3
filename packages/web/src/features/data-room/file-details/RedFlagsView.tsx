import { useState } from 'react';
import { Alert, Box, CircularProgress, List, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ACTIVE_RED_FLAG_STATUSES, DATA_ROOM_LIMITS, DISMISSED_RED_FLAG_STATUSES } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { CreateRedFlagForm } from './CreateRedFlagForm';
import { RedFlagRow } from './RedFlagRow';
import { useRedFlagActions } from '../api/red-flag-actions';
import { useRedFlags } from '../api/red-flag-list';

export interface RedFlagsViewProps {
  staticId: number;
  fileExternalId: string | null;
  /** Room- and folder-level lists name each flag's file. */
  showFileNames: boolean;
  /** Whether a new flag can be raised here (per file, or for the whole room). */
  canCreate: boolean;
}

/** Red flags with tabs Active (CREATED, ASSIGNED) and Dismissed (DISMISSED, FIXED) — spec 3 §2.11. */
export function RedFlagsView({ staticId, fileExternalId, showFileNames, canCreate }: RedFlagsViewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'active' | 'dismissed'>('active');
  const flags = useRedFlags(staticId, fileExternalId);
  const actions = useRedFlagActions();
  const all = flags.data ?? [];
  const active = all.filter((f) => ACTIVE_RED_FLAG_STATUSES.includes(f.status));
  const dismissed = all.filter((f) => DISMISSED_RED_FLAG_STATUSES.includes(f.status));
  const shown = tab === 'active' ? active : dismissed;

  return (
    <Stack sx={{ gap: 1.5 }}>
      {canCreate && <CreateRedFlagForm fileExternalId={fileExternalId} staticId={staticId} actions={actions} />}
      <Tabs
        value={tab}
        onChange={(_e, v: 'active' | 'dismissed') => setTab(v)}
        aria-label={t('dataRoomFile.redFlags.tabs.label')}
      >
        <Tab value="active" label={t('dataRoomFile.redFlags.tabs.active', { count: active.length })} />
        <Tab value="dismissed" label={t('dataRoomFile.redFlags.tabs.dismissed', { count: dismissed.length })} />
      </Tabs>
      <Box
        role="tabpanel"
        aria-label={
          tab === 'active'
            ? t('dataRoomFile.redFlags.tabs.active', { count: active.length })
            : t('dataRoomFile.redFlags.tabs.dismissed', { count: dismissed.length })
        }
      >
        {flags.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Stack>
        ) : flags.isError ? (
          <Alert severity="error">{t('dataRoomFile.redFlags.loadError')}</Alert>
        ) : shown.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>
            {tab === 'active' ? t('dataRoomFile.redFlags.emptyActive') : t('dataRoomFile.redFlags.emptyDismissed')}
          </Typography>
        ) : (
          <List
            dense
            disablePadding
            sx={{ maxHeight: DATA_ROOM_LIMITS.redFlagListMaxHeight, overflowY: 'auto' }}
            data-testid="red-flag-list"
          >
            {shown.map((flag) => (
              <RedFlagRow key={flag.externalId} flag={flag} showFileName={showFileNames} actions={actions} />
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
