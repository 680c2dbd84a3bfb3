import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, CardContent, Collapse, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { HOVER_CARD_MS } from '../constants';

/**
 * A dashboard card (spec 1 §2.6): title with a help card on hover (300 ms, §4.7), the figure, and details that expand
 * and collapse.
 */
export function MetricCard({
  title,
  help,
  figure,
  action,
  children,
  defaultExpanded = false,
  testId,
}: {
  title: string;
  help: string;
  figure?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  defaultExpanded?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultExpanded);
  const detailsId = useId();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
          <Tooltip title={help} enterDelay={HOVER_CARD_MS} enterTouchDelay={HOVER_CARD_MS}>
            <InfoOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-label={help} role="img" />
          </Tooltip>
          {children && (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={
                open ? t('accounting.cards.collapse', { name: title }) : t('accounting.cards.expand', { name: title })
              }
              onClick={() => setOpen((v) => !v)}
            >
              <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
            </IconButton>
          )}
        </Stack>
        {action && <Box sx={{ mt: 1 }}>{action}</Box>}
        {figure && <Box sx={{ mt: 1 }}>{figure}</Box>}
        {children && (
          <Collapse in={open} id={detailsId} unmountOnExit>
            <Box sx={{ mt: 2 }}>{children}</Box>
          </Collapse>
        )}
      </CardContent>
    </Card>
  );
}
