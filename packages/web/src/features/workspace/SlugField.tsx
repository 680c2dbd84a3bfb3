import { useState } from 'react';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { LIMITS, PRODUCT } from '@atrium/contract';
import type { SlugState } from './useSlugCheck';
import type { TranslationKey } from '../../lib/i18n-keys';

/** The error shown under the name, per spec 1 §5: pattern, required, taken. */
export function slugErrorKey(state: SlugState, touched: boolean): TranslationKey | null {
  if (state.kind === 'pattern') return 'workspace.slug.errors.pattern';
  if (state.kind === 'taken') return 'workspace.slug.errors.taken';
  if (state.kind === 'empty' && touched) return 'workspace.slug.errors.required';
  if (state.kind === 'failed') return 'workspace.slug.errors.checkFailed';
  return null;
}

/** The workspace-name field: live rules, availability in green, and the domain the name gives. */
export function SlugField({
  value,
  onChange,
  state,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  state: SlugState;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const errorKey = slugErrorKey(state, touched);
  const available = state.kind === 'available';
  const domain = `${value || t('workspace.slug.placeholder')}${PRODUCT.workspaceDomainSuffix}`;
  let helper: string;
  if (errorKey) helper = t(errorKey);
  else if (available) helper = t('workspace.slug.available', { domain });
  else if (state.kind === 'short') helper = t('workspace.slug.short', { min: LIMITS.workspaceSlugMinLength, domain });
  else if (state.kind === 'checking') helper = t('workspace.slug.checking', { domain });
  else helper = t('workspace.slug.hint', { domain });

  return (
    <TextField
      label={t('workspace.slug.label')}
      value={value}
      required
      fullWidth
      disabled={disabled}
      autoComplete="off"
      error={!!errorKey}
      color={available ? 'success' : undefined}
      sx={
        available
          ? {
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'success.main' },
              '& label': { color: 'success.dark' },
            }
          : undefined
      }
      helperText={helper}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setTouched(true)}
      slotProps={{
        htmlInput: {
          maxLength: LIMITS.workspaceSlugMaxLength,
          spellCheck: false,
          autoCapitalize: 'none',
          'data-testid': 'workspace-slug',
        },
        formHelperText: {
          sx: available ? { color: 'success.dark' } : undefined,
          role: errorKey ? 'alert' : undefined,
        } as object,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {state.kind === 'checking' && (
                <CircularProgress size={18} aria-label={t('workspace.slug.checkingShort')} />
              )}
              {available && <CheckCircleIcon color="success" aria-label={t('workspace.slug.availableShort')} />}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
