import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's default colours put white text on orange, light green and light blue (2.1–3.1 : 1, failing WCAG AA);
 * these darker shades keep every variant above 4.5 : 1.
 */
const AccessibleContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
}));

export const snackbarComponents = {
  default: AccessibleContent,
  success: AccessibleContent,
  error: AccessibleContent,
  warning: AccessibleContent,
  info: AccessibleContent,
};
