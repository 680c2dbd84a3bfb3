import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { LIMITS, PRODUCT } from '@atrium/contract';
import type { SlugState } from '../workspace';

/** Whether the typed workspace name may be submitted: empty (a name is generated) or checked and free. */
export const workspaceNameUsable = (value: string, state: SlugState) => value === '' || state.kind === 'available';

/**
 * The optional workspace name of a new customer (spec 1 §5 workspace-name rules): lowercase letters and digits,
 * 3 or more characters, checked for availability; left empty, the server derives one from the company name.
 */
export function WorkspaceNameField({
  value,
  state,
  onChange,
  serverError,
}: {
  value: string;
  state: SlugState;
  onChange: (v: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation();
  const domain = `${value || t('workspace.slug.placeholder')}${PRODUCT.workspaceDomainSuffix}`;
  const available = value !== '' && state.kind === 'available';
  let error: string | null = serverError ?? null;
  if (!error && value !== '') {
    if (state.kind === 'pattern') error = t('workspace.slug.errors.pattern');
    else if (state.kind === 'taken') error = t('workspace.slug.errors.taken');
    else if (state.kind === 'failed') error = t('workspace.slug.errors.checkFailed');
  }
  let helper: string;
  if (error) helper = error;
  else if (value === '') helper = t('customerCreation.owner.workspaceGenerated');
  else if (available) helper = t('workspace.slug.available', { domain });
  else if (state.kind === 'short') helper = t('workspace.slug.short', { min: LIMITS.workspaceSlugMinLength, domain });
  else helper = t('workspace.slug.checking', { domain });
  return (
    <TextField
      label={t('workspace.slug.label')}
      name="workspaceName"
      value={value}
      fullWidth
      autoComplete="off"
      error={!!error}
      helperText={helper}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: LIMITS.workspaceSlugMaxLength, spellCheck: false, autoCapitalize: 'none' },
        formHelperText: { role: error ? 'alert' : undefined } as object,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {value !== '' && state.kind === 'checking' && (
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
