import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** A calm empty (or failed) state: icon, title, explanation and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2, gap: 1 }}>
      {icon && (
        <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{text}</Typography>}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Stack>
  );
}
