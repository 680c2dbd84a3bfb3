import type { ReactNode } from 'react';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { AiAnalysis, PartyInvolved } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { SaveStatusLine } from './SaveStatusLine';
import { useSummaryAutosave } from './useSummaryAutosave';

/** The editable AI summary; every edit is saved 100 ms after the last one (spec 3 §2.12). `header` shares the status row. */
export function SummaryEditor({
  fileExternalId,
  initial,
  header,
}: {
  fileExternalId: string;
  initial: AiAnalysis;
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, change, status, error } = useSummaryAutosave(fileExternalId, initial);
  const set = <K extends keyof AiAnalysis>(key: K, value: AiAnalysis[K]) => change({ ...draft, [key]: value });
  const setParty = (index: number, patch: Partial<PartyInvolved>) =>
    set(
      'partiesInvolved',
      draft.partiesInvolved.map((p, i) => (i === index ? { ...p, ...patch } : p)),
    );
  const setProvision = (index: number, value: string) =>
    set(
      'keyProvisions',
      draft.keyProvisions.map((p, i) => (i === index ? value : p)),
    );

  return (
    <Stack sx={{ gap: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {header}
        <SaveStatusLine status={status} />
      </Stack>
      {status === 'error' && (
        <Alert severity="error" role="alert">
          {t('dataRoomFile.summary.status.error', { message: error ?? '' })}
        </Alert>
      )}
      <TextField
        label={t('dataRoomFile.summary.documentTitle')}
        value={draft.documentTitle}
        onChange={(e) => set('documentTitle', e.target.value)}
        fullWidth
      />
      <TextField
        label={t('dataRoomFile.summary.description')}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        fullWidth
        multiline
        minRows={3}
      />
      <TextField
        label={t('dataRoomFile.summary.dateOfSignature')}
        // A date picker for ISO dates; a date the analysis wrote another way stays editable as text.
        type={!draft.dateOfSignature || /^\d{4}-\d{2}-\d{2}$/.test(draft.dateOfSignature) ? 'date' : 'text'}
        value={draft.dateOfSignature ?? ''}
        onChange={(e) => set('dateOfSignature', e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />

      <Box component="section" aria-labelledby="summary-parties">
        <Typography id="summary-parties" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('dataRoomFile.summary.partiesInvolved')}
        </Typography>
        {draft.partiesInvolved.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('dataRoomFile.summary.noParties')}</Typography>
        )}
        <Stack sx={{ gap: 1.5 }}>
          {draft.partiesInvolved.map((party, i) => (
            <Stack
              key={i}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
              data-testid="party-row"
            >
              <TextField
                size="small"
                label={t('dataRoomFile.summary.partyBy')}
                value={party.by}
                onChange={(e) => setParty(i, { by: e.target.value })}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                label={t('dataRoomFile.summary.partyTitle')}
                value={party.title}
                onChange={(e) => setParty(i, { title: e.target.value })}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                type="email"
                label={t('dataRoomFile.summary.partyEmail')}
                value={party.email}
                onChange={(e) => setParty(i, { email: e.target.value })}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={t('dataRoomFile.summary.removeParty', { index: i + 1 })}
                onClick={() =>
                  set(
                    'partiesInvolved',
                    draft.partiesInvolved.filter((_, j) => j !== i),
                  )
                }
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          onClick={() => set('partiesInvolved', [...draft.partiesInvolved, { by: '', title: '', email: '' }])}
          sx={{ mt: 1 }}
        >
          {t('dataRoomFile.summary.addParty')}
        </Button>
      </Box>

      <Box component="section" aria-labelledby="summary-provisions">
        <Typography id="summary-provisions" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('dataRoomFile.summary.keyProvisions')}
        </Typography>
        {draft.keyProvisions.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('dataRoomFile.summary.noProvisions')}</Typography>
        )}
        <Stack sx={{ gap: 1.5 }}>
          {draft.keyProvisions.map((provision, i) => (
            <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                multiline
                fullWidth
                label={t('dataRoomFile.summary.provision', { index: i + 1 })}
                value={provision}
                onChange={(e) => setProvision(i, e.target.value)}
              />
              <IconButton
                aria-label={t('dataRoomFile.summary.removeProvision', { index: i + 1 })}
                onClick={() =>
                  set(
                    'keyProvisions',
                    draft.keyProvisions.filter((_, j) => j !== i),
                  )
                }
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          onClick={() => set('keyProvisions', [...draft.keyProvisions, ''])}
          sx={{ mt: 1 }}
        >
          {t('dataRoomFile.summary.addProvision')}
        </Button>
      </Box>
    </Stack>
  );
}
