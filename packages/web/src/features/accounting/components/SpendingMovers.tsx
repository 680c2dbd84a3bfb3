import { useTranslation } from 'react-i18next';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatUsd, type SpendingRow } from '@atrium/contract';
import { changePct, signedUsd, useSpendingKeyLabel } from './spending-labels';

/** One list of top movers: the key, the change in dollars and percent, and what it was the month before. */
export function SpendingMovers({
  title,
  rows,
  empty,
  tone,
  testId,
}: {
  title: string;
  rows: SpendingRow[];
  empty: string;
  tone: 'up' | 'down';
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const label = useSpendingKeyLabel();
  const id = `${testId}-title`;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{empty}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby={id}>
            {rows.map((r) => (
              <ListItem
                key={r.key}
                disableGutters
                secondaryAction={
                  <Typography
                    sx={{ fontWeight: 600, color: tone === 'up' ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
                  >
                    {signedUsd(r.change)}
                  </Typography>
                }
              >
                <ListItemText
                  primary={label(r.key)}
                  secondary={`${formatUsd(r.current)} · ${changePct(r, i18n.language) ?? t('spending.new')} · ${t('spending.was', { value: formatUsd(r.previous) })}`}
                  sx={{ pr: 12 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
