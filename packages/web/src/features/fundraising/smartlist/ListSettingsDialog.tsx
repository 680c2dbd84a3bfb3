import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  FUNDER_LIST_VISIBILITIES,
  FUNDRAISING_LIMITS,
  type FunderList,
  type FunderListVisibility,
} from '@atrium/contract';
import { FormDialog } from '../../../components/FormDialog';
import { notifyActionError } from '../../../lib/notify';
import { useListMutation, useSmartlistCapability } from '../queries';
import { recommendedApi } from '../recommended-api';

/**
 * The owner's settings of a list: its name and who sees it (TEAM, JUST_ME, PUBLIC). Sharing with others needs the
 * shared-smartlists add-on: without it those choices are disabled and say why (the server refuses them too).
 */
export function ListSettingsDialog({ open, onClose, list }: { open: boolean; onClose: () => void; list: FunderList }) {
  const { t } = useTranslation();
  const capability = useSmartlistCapability();
  const canShare = capability.data?.canShare ?? false;
  const [name, setName] = useState(list.name);
  const [visibility, setVisibility] = useState<FunderListVisibility>(list.visibility);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setName(list.name);
      setVisibility(list.visibility);
      setTouched(false);
    }
  }, [open, list.name, list.visibility]);
  const save = useListMutation((b: { name: string; visibility: FunderListVisibility }) =>
    recommendedApi.update(list.externalId, b),
  );
  const blank = !name.trim();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('smartlists.settings.title')}
      closeOnSave
      savedMessage={t('smartlists.settings.saved')}
      onSave={async () => {
        setTouched(true);
        if (blank) throw new Error('invalid');
        try {
          await save.mutateAsync({ name: name.trim(), visibility });
        } catch (e) {
          notifyActionError(e);
          throw e;
        }
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <TextField
          label={t('smartlists.settings.name')}
          value={name}
          required
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? t('smartlists.settings.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: FUNDRAISING_LIMITS.nameMax } }}
        />
        <FormControl>
          <FormLabel id="smartlist-visibility">{t('smartlists.settings.visibility')}</FormLabel>
          <RadioGroup
            aria-labelledby="smartlist-visibility"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as FunderListVisibility)}
          >
            {FUNDER_LIST_VISIBILITIES.map((v) => (
              <FormControlLabel
                key={v}
                value={v}
                control={<Radio />}
                label={t(`smartlists.settings.${v}`)}
                disabled={v !== 'JUST_ME' && !canShare}
              />
            ))}
          </RadioGroup>
          {!canShare && <FormHelperText>{t('smartlists.settings.needsAddOn')}</FormHelperText>}
        </FormControl>
      </Stack>
    </FormDialog>
  );
}
