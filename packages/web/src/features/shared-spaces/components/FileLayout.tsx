import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

/**
 * The page of one file (owner and guest): title and actions, the preview, and the details beside it — below it on a
 * phone.
 */
export function FileLayout({
  title,
  back,
  actions,
  preview,
  details,
}: {
  title: string;
  back: ReactNode;
  actions: ReactNode;
  preview: ReactNode;
  details: ReactNode;
}) {
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Box>{back}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}>
          {preview}
        </Paper>
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, p: 2 }}>
          {details}
        </Paper>
      </Stack>
    </Stack>
  );
}
