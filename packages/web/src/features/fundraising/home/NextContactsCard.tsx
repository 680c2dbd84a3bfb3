import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from '../../../components/SummaryCard';
import { RouterAdapter } from '../../../components/RouterLink';
import { useFormatDate } from '../../../lib/dates';
import { useNextContacts } from '../recommended-api';

const SHOWN = 5;

/** Today as YYYY-MM-DD in the browser's calendar. */
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The customer home's investor follow-ups: the next contact dates set in the Smartlists the person sees, soonest
 * first (overdue ones marked); each opens its list.
 */
export function NextContactsCard() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const q = useNextContacts(SHOWN);
  const today = todayIso();
  const items = q.data ?? [];
  return (
    <SummaryCard
      testId="home-next-contacts"
      title={t('smartlists.nextContacts.title')}
      icon={<EventOutlinedIcon />}
      count={items.length}
      link={{ to: '/one/fundraising', label: t('smartlists.nextContacts.all') }}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? t('smartlists.nextContacts.error') : null}
      empty={
        items.length === 0
          ? { title: t('smartlists.nextContacts.empty'), text: t('smartlists.nextContacts.emptyText') }
          : null
      }
    >
      {items.map((i) => {
        const when = date(`${i.nextContact}T12:00:00`, { dateStyle: 'medium' });
        const label =
          i.nextContact === today
            ? t('smartlists.nextContacts.today')
            : i.nextContact < today
              ? t('smartlists.nextContacts.overdue', { date: when })
              : when;
        return (
          <ListItem key={`${i.list.externalId}-${i.funder.externalId}`} disablePadding>
            <ListItemButton
              component={RouterAdapter}
              to={`/one/fundraising/smart-list/${i.list.externalId}`}
              data-testid="home-next-contact"
            >
              <ListItemText
                primary={i.funder.name}
                secondary={`${label} · ${i.list.name}`}
                slotProps={{
                  primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                  secondary: { sx: { color: i.nextContact < today ? 'error.main' : undefined } },
                }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </SummaryCard>
  );
}
