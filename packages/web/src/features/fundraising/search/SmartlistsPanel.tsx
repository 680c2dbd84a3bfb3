import { useTranslation } from 'react-i18next';
import { Link as RouterDomLink } from 'react-router';
import { Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { FunderList } from '@atrium/contract';

/** A titled panel of links (the caller's smartlists, their saved searches). */
export function LinksPanel({
  id,
  title,
  empty,
  links,
}: {
  id: string;
  title: string;
  empty: string;
  links: { key: string; to: string; label: string; detail?: string }[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {links.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <List dense>
          {links.map((l) => (
            <ListItem key={l.key} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterDomLink} to={l.to}>
                    {l.label}
                  </Link>
                }
                secondary={l.detail}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The tenant's smartlists the caller sees, each a link to its page. */
export function SmartlistsPanel({ lists }: { lists: FunderList[] }) {
  const { t } = useTranslation();
  return (
    <LinksPanel
      id="smartlists-title"
      title={t('fundraising.smartlists')}
      empty={t('fundraising.noSmartlists')}
      links={lists.map((l) => ({
        key: l.externalId,
        to: `/one/fundraising/smart-list/${l.externalId}`,
        label: l.name,
        detail: `${t('fundraising.funderCount', { count: l.funderCount })} · ${t(`fundraising.list.visibility.${l.visibility}`)}`,
      }))}
    />
  );
}
