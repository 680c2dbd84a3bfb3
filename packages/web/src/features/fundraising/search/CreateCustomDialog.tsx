import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { FUNDRAISING_LIMITS, type RecommendedList } from '@atrium/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { notifyActionError } from '../../../lib/notify';
import { useListMutation } from '../queries';
import { recommendedApi, useFilterNames } from '../recommended-api';

/**
 * A Smartlist of the caller's own from a recommended list (POST /{id}/create-custom): the 'Name new Smartlist*' field
 * starts with the recommendation's name, other names are suggested once the dialog has been open 1,500 ms; after
 * creating it the user lands on the new list (spec 3 §4).
 */
export function CreateCustomDialog({ rec, onClose }: { rec: RecommendedList | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (rec) {
      setName(rec.name);
      setTouched(false);
    }
  }, [rec]);
  const key = rec?.externalId ?? '';
  const settled = useDebouncedValue(key, FUNDRAISING_LIMITS.debounce.nameSuggestion);
  const names = useFilterNames(rec && settled === key ? rec.filters : null);
  const create = useListMutation((n: string) => recommendedApi.createCustom(rec!.externalId, n));
  const blank = !name.trim();
  const suggestions = (names.data?.names ?? []).filter((n) => n !== name.trim());
  return (
    <FormDialog
      open={!!rec}
      onClose={onClose}
      title={rec ? t('smartlists.recommended.dialogTitle', { name: rec.name }) : ''}
      saveLabel={t('smartlists.recommended.create')}
      onSave={async () => {
        setTouched(true);
        if (blank) throw new Error('invalid');
        try {
          const list = await create.mutateAsync(name.trim());
          onClose();
          navigate(`/one/fundraising/smart-list/${list.externalId}`);
        } catch (e) {
          notifyActionError(e);
          throw e;
        }
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('smartlists.recommended.dialogText', { count: rec?.funderCount ?? 0 })}
        </Typography>
        <TextField
          label={t('fundraising.newSmartlistName')}
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? t('smartlists.settings.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: FUNDRAISING_LIMITS.nameMax } }}
        />
        {suggestions.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="name-suggestions">
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('fundraising.suggestions')}
            </Typography>
            {suggestions.map((n) => (
              <Chip key={n} label={n} onClick={() => setName(n)} variant="outlined" />
            ))}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
