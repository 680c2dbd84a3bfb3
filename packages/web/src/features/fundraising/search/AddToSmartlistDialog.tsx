import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Checkbox, Chip, FormControlLabel, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { FUNDRAISING_LIMITS, type FunderList, type SmartlistCapability } from '@atrium/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { notifyActionError } from '../../../lib/notify';
import { fundraisingApi } from '../api';
import { useListMutation, useSuggestedNames } from '../queries';

/**
 * The Add to Smartlist dialog (spec 3 §2.14, §5): add the selected investors to several lists at once, and/or create
 * a new list from them ('Name new Smartlist*', suggested names after 1,500 ms). After creating a list the user lands
 * on its page (§4).
 */
export function AddToSmartlistDialog({
  open,
  onClose,
  funders,
  lists,
  capability,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  funders: string[];
  lists: FunderList[];
  capability: SmartlistCapability | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setChecked(new Set());
      setName('');
      setError(null);
    }
  }, [open]);
  const key = open ? funders.join(',') : '';
  const settled = useDebouncedValue(key, FUNDRAISING_LIMITS.debounce.nameSuggestion);
  const names = useSuggestedNames(funders, open && settled === key);
  const canCreate = capability?.canCreate ?? false;
  const addToLists = useListMutation((ids: string[]) => fundraisingApi.addToLists(ids, funders));
  const create = useListMutation((n: string) => fundraisingApi.createWithFunder(n, funders));

  const save = async () => {
    const newName = name.trim();
    if (!funders.length) return setError(t('fundraising.dialog.needFunders'));
    if (!checked.size && !newName) {
      setError(t('fundraising.dialog.needTarget'));
      throw new Error('invalid');
    }
    try {
      if (checked.size) await addToLists.mutateAsync([...checked]);
      if (newName) {
        const list = await create.mutateAsync(newName);
        onDone();
        navigate(`/one/fundraising/smart-list/${list.externalId}`);
        return;
      }
    } catch (e) {
      notifyActionError(e);
      throw e;
    }
    onDone();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('fundraising.dialog.title')}
      onSave={save}
      closeOnSave
      savedMessage={t('fundraising.added')}
    >
      <Stack sx={{ gap: 2 }}>
        {error && <Alert severity="warning">{error}</Alert>}
        {lists.length > 0 && (
          <Stack>
            <Typography variant="subtitle2">{t('fundraising.dialog.chooseLists')}</Typography>
            {lists.map((l) => (
              <FormControlLabel
                key={l.externalId}
                label={`${l.name} (${t('fundraising.funderCount', { count: l.funderCount })})`}
                control={
                  <Checkbox
                    checked={checked.has(l.externalId)}
                    onChange={(e) => {
                      const next = new Set(checked);
                      if (e.target.checked) next.add(l.externalId);
                      else next.delete(l.externalId);
                      setChecked(next);
                    }}
                  />
                }
              />
            ))}
          </Stack>
        )}
        <Stack sx={{ gap: 1 }}>
          {lists.length > 0 && <Typography variant="subtitle2">{t('fundraising.dialog.orNew')}</Typography>}
          <Tooltip title={canCreate ? '' : (capability?.reason ?? '')}>
            <TextField
              label={t('fundraising.newSmartlistName')}
              value={name}
              disabled={!canCreate}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: FUNDRAISING_LIMITS.nameMax } }}
            />
          </Tooltip>
          {canCreate && (names.data?.names.length ?? 0) > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('fundraising.suggestions')}
              </Typography>
              {names.data!.names.map((n) => (
                <Chip key={n} label={n} onClick={() => setName(n)} variant="outlined" />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
