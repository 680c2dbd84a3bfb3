import { Avatar } from '@mui/material';
import type { Funder } from '@atrium/contract';

/** An investor's logo, else its initials (the logo is decorative: the name is always written beside it). */
export function FunderAvatar({ funder, size = 32 }: { funder: Pick<Funder, 'name' | 'logoUrl'>; size?: number }) {
  const initials = funder.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      src={funder.logoUrl ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'grey.200', color: 'text.secondary' }}
    >
      {initials}
    </Avatar>
  );
}
