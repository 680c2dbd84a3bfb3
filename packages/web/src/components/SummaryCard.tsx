import type { ReactNode } from 'react';
import { Badge, Box, Card, CardHeader, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { RouterLink } from './RouterLink';

/**
 * A card of a summary page (the customer home): a titled list with a link to where the whole list lives, placeholder
 * rows while loading, a calm empty state, and a failure line. Its rows are the caller's (ListItem or ListItemButton).
 */
export function SummaryCard({
  title,
  icon,
  count,
  link,
  loading,
  error,
  empty,
  rows = 3,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** A count beside the title (e.g. how many in all); hidden when 0 or absent. */
  count?: number;
  link: { to: string; label: string };
  loading: boolean;
  error?: string | null;
  empty?: { title: string; text?: string } | null;
  rows?: number;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={
          <Badge color="primary" badgeContent={count} invisible={!count} max={99}>
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
          </Badge>
        }
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 700, lineHeight: 1.3 } } }}
        action={
          <RouterLink to={link.to} sx={{ display: 'inline-block', mt: 1, mr: 1, fontWeight: 600 }}>
            {link.label}
          </RouterLink>
        }
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      {loading ? (
        <List sx={{ pt: 0 }} aria-busy>
          {Array.from({ length: rows }, (_, i) => (
            <ListItem key={i}>
              <Stack sx={{ width: '100%' }}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Stack>
            </ListItem>
          ))}
        </List>
      ) : error ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{error}</Typography>
      ) : empty ? (
        <Stack sx={{ px: 2, pb: 3, pt: 1, gap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{empty.title}</Typography>
          {empty.text && <Typography sx={{ color: 'text.secondary' }}>{empty.text}</Typography>}
        </Stack>
      ) : (
        <List sx={{ pt: 0, '& > li + li': { borderTop: '1px solid', borderTopColor: 'divider' } }}>{children}</List>
      )}
    </Card>
  );
}
