import { useId, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Popover,
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_FILTERS, DATE_FILTERS, type ActivityFilter, type DateFilter } from '@atrium/contract';

export interface ChatFilters {
  activityFilter: ActivityFilter;
  dateFilter: DateFilter | null;
}

/** The client list's filter popover (spec 2 §2): activity and date, applied as soon as they are chosen. */
export function ChatFilterPopover({ value, onChange }: { value: ChatFilters; onChange: (next: ChatFilters) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const activityId = useId();
  const dateId = useId();
  const active = value.activityFilter !== 'ALL' || value.dateFilter !== null;
  const label = active ? t('inboxClient.filter.buttonActive') : t('inboxClient.filter.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="chat-filter-button"
        >
          <Badge color="primary" variant="dot" invisible={!active}>
            <FilterListIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        transitionDuration={100}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('inboxClient.filter.title'),
            'data-testid': 'chat-filter-popover',
          } as object,
        }}
      >
        <Stack sx={{ p: 2, gap: 2, minWidth: 240 }}>
          <FormControl>
            <FormLabel id={activityId}>{t('inboxClient.filter.activity')}</FormLabel>
            <RadioGroup
              aria-labelledby={activityId}
              value={value.activityFilter}
              onChange={(e) => onChange({ ...value, activityFilter: e.target.value as ActivityFilter })}
            >
              {ACTIVITY_FILTERS.map((a) => (
                <FormControlLabel
                  key={a}
                  value={a}
                  control={<Radio size="small" />}
                  label={t(`inboxClient.filter.activities.${a}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={dateId}>{t('inboxClient.filter.date')}</FormLabel>
            <RadioGroup
              aria-labelledby={dateId}
              value={value.dateFilter ?? 'ANY'}
              onChange={(e) =>
                onChange({ ...value, dateFilter: e.target.value === 'ANY' ? null : (e.target.value as DateFilter) })
              }
            >
              <FormControlLabel
                value="ANY"
                control={<Radio size="small" />}
                label={t('inboxClient.filter.dates.ANY')}
              />
              {DATE_FILTERS.map((d) => (
                <FormControlLabel
                  key={d}
                  value={d}
                  control={<Radio size="small" />}
                  label={t(`inboxClient.filter.dates.${d}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button
              size="small"
              disabled={!active}
              onClick={() => onChange({ activityFilter: 'ALL', dateFilter: null })}
            >
              {t('inboxClient.filter.clear')}
            </Button>
            <Button size="small" variant="contained" onClick={() => setAnchor(null)}>
              {t('common.close')}
            </Button>
          </Box>
        </Stack>
      </Popover>
    </>
  );
}
