import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@atrium/contract';

/** The text of an unread badge: the count, or '99+' above 99 (spec 1 §2.2). */
export function formatUnreadCount(count: number, cap: number = LIMITS.unreadBadgeCap): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** visually hidden, still read by screen readers */
/**
 * Read by screen readers, not shown. Sizes are strings: in `sx` a number ≤ 1 is a fraction, so `width: 1` meant
 * 100 % and widened the page on phones (issue 13 item 22).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * An unread-count badge over its child (an icon). Hidden at zero; '99+' above 99. The number is shown
 * visually; screen readers hear "N unread" instead of a bare number.
 */
export function UnreadBadge({
  count,
  children,
  testId,
}: {
  count: number | null | undefined;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const n = count ?? 0;
  const text = formatUnreadCount(n);
  return (
    <>
      <Badge
        color="error"
        badgeContent={n > 0 ? text : undefined}
        invisible={n <= 0}
        overlap="rectangular"
        slotProps={{ badge: { 'aria-hidden': true, 'data-testid': testId } as object }}
      >
        {children}
      </Badge>
      {n > 0 && (
        <Box component="span" sx={visuallyHidden}>
          {t('common.unreadCount', { count: text })}
        </Box>
      )}
    </>
  );
}
