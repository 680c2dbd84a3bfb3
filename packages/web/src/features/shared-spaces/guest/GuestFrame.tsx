import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';
import { PRODUCT } from '@atrium/contract';

/** The frame of the guest pages: no account, no navigation; fits a phone. */
export function GuestFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      <Container maxWidth={wide ? 'md' : 'sm'}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          {PRODUCT.displayName}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
