import { createTheme } from '@mui/material/styles';
import { LIMITS } from '@atrium/contract';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5f' },
    secondary: { main: '#0f7b6c' },
    background: { default: '#f6f7f9' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  transitions: { duration: { enteringScreen: LIMITS.modalTransitionMs, leavingScreen: LIMITS.modalTransitionMs } },
});
