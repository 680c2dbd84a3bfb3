import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import type { SharedWithItem } from '@atrium/contract';
import { RouterLink } from '../../../components/RouterLink';

/** The 'shared with investor' links of one funder: the company's shared spaces someone of its domain was given. */
export function SharedWithLinks({ item }: { item: SharedWithItem | undefined }) {
  const { t } = useTranslation();
  if (!item?.rooms.length) return null;
  return (
    <Stack component="span" sx={{ gap: 0.25, mt: 0.5 }}>
      {item.rooms.map((r) => (
        <RouterLink
          key={r.externalId}
          to={`/one/virtual-data-rooms/inside?id=${r.externalId}`}
          variant="body2"
          data-testid="shared-with-link"
        >
          {t('smartlists.sharedWith', { room: r.name })}
        </RouterLink>
      ))}
    </Stack>
  );
}
