import { useEffect, useRef, useState } from 'react';
import { Box, Chip, CircularProgress, Paper, Popper, Stack, Typography } from '@mui/material';
import { CHAT_LIMITS } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { useUserCard } from './api/user-card';

/** @mention chip; hovering or focusing it for 300 ms opens a card with the person's details (spec 2 §9). */
export function MentionChip({ name, externalId }: { name: string; externalId: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const card = useUserCard(externalId, open);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), CHAT_LIMITS.mentionHoverMs);
  };
  return (
    <>
      <Chip
        component="span"
        size="small"
        color="primary"
        variant="outlined"
        label={`@${name}`}
        tabIndex={0}
        ref={setAnchor as never}
        onMouseEnter={() => later(true)}
        onMouseLeave={() => later(false)}
        onFocus={() => later(true)}
        onBlur={() => later(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        sx={{ height: 22, mx: 0.25, verticalAlign: 'baseline' }}
        aria-describedby={open ? `mention-card-${externalId}` : undefined}
      />
      <Popper open={open && !!anchor} anchorEl={anchor} placement="top-start" sx={{ zIndex: 1500 }}>
        <Paper
          id={`mention-card-${externalId}`}
          role="tooltip"
          elevation={4}
          sx={{ p: 1.5, minWidth: 200, maxWidth: 320 }}
          onMouseEnter={() => later(true)}
          onMouseLeave={() => later(false)}
        >
          {card.isLoading ? (
            <CircularProgress size={18} aria-label={t('common.loading')} />
          ) : card.data ? (
            <Stack sx={{ gap: 0.25 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {card.data.firstName} {card.data.lastName}
              </Typography>
              {card.data.title && <Typography variant="body2">{card.data.title}</Typography>}
              <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                {card.data.email}
              </Typography>
            </Stack>
          ) : (
            <Box>
              <Typography variant="body2">{name}</Typography>
            </Box>
          )}
        </Paper>
      </Popper>
    </>
  );
}
