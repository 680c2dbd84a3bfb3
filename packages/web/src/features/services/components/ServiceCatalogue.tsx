import { useMemo, useState } from 'react';
import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES, serviceName, type ServiceCategory, type ServiceDefinition } from '@atrium/contract';
import { SearchBox } from '../../../components/SearchBox';
import { EmptyState } from '../../../components/EmptyState';
import { categoriesOf, filterServices, sectionsOf } from '../catalogue-view';
import { AskServiceDialog } from './AskServiceDialog';

const isCategory = (v: string | null): v is ServiceCategory =>
  v !== null && (SERVICE_CATEGORIES as readonly string[]).includes(v);

/**
 * A list of catalogue services by category and family, with a category filter and a search (both kept in the address,
 * so back and reload keep them), the services the company has marked, and 'Ask for this service' on the others.
 */
export function ServiceCatalogue({
  services,
  owned,
}: {
  services: readonly ServiceDefinition[];
  owned: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => categoriesOf(services), [services]);
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) && categories.includes(rawCategory) ? rawCategory : null;
  const search = params.get('q') ?? '';
  const [asking, setAsking] = useState<ServiceDefinition | null>(null);

  const shown = useMemo(() => filterServices(services, { category, search }), [services, category, search]);
  const sections = useMemo(() => sectionsOf(shown), [shown]);
  const set = (key: 'category' | 'q', value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        {categories.length > 1 && (
          <Stack
            direction="row"
            role="group"
            aria-label={t('services.filters.label')}
            sx={{ gap: 1, flexWrap: 'wrap', flex: 1 }}
          >
            {[null, ...categories].map((c) => (
              <Chip
                key={c ?? 'all'}
                label={c ? t(`services.categories.${c}`) : t('services.filters.all')}
                color={category === c ? 'primary' : 'default'}
                variant={category === c ? 'filled' : 'outlined'}
                aria-pressed={category === c}
                onClick={() => set('category', c)}
                data-testid={`service-category-${c ?? 'all'}`}
              />
            ))}
          </Stack>
        )}
        <Box sx={{ minWidth: { md: 280 }, ml: { md: 'auto' } }}>
          <SearchBox value={search} onSearch={(q) => set('q', q)} label={t('services.filters.search')} fullWidth />
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-testid="services-count">
        {t('services.filters.results', { count: shown.length })}
      </Typography>

      {sections.length === 0 ? (
        <EmptyState icon={<SearchOffIcon />} title={t('services.empty.title')} text={t('services.empty.text')} />
      ) : (
        sections.map((section) => (
          <Box component="section" key={section.category} aria-labelledby={`services-${section.category}`}>
            <Typography id={`services-${section.category}`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`services.categories.${section.category}`)}
            </Typography>
            {section.groups.map(({ group, services: list }) => (
              <Paper key={group} variant="outlined" sx={{ mb: 2 }}>
                <Typography
                  component="h3"
                  sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 0.5, color: 'text.secondary', fontSize: 14 }}
                >
                  {t(`services.groups.${group}`)}
                </Typography>
                <List disablePadding>
                  {list.map((s) => {
                    const name = serviceName(s, i18n.language);
                    const has = owned.has(s.code);
                    return (
                      <ListItem
                        key={s.code}
                        divider
                        data-testid={`service-${s.code}`}
                        sx={{
                          gap: 1.5,
                          flexWrap: { xs: 'wrap', sm: 'nowrap' },
                          '&:last-of-type': { borderBottom: 0 },
                        }}
                      >
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {t(`services.recurrence.${s.recurrence ?? 'ONE_OFF'}`)}
                          </Typography>
                        </Box>
                        {has ? (
                          <Chip
                            icon={<CheckCircleIcon />}
                            color="success"
                            label={t('services.active')}
                            aria-label={t('services.activeLabel')}
                            data-testid="service-active"
                          />
                        ) : (
                          <Button
                            variant="outlined"
                            size="small"
                            onClick={() => setAsking(s)}
                            aria-label={t('services.askNamed', { name })}
                            data-testid="service-ask"
                            sx={{ flexShrink: 0 }}
                          >
                            {t('services.ask')}
                          </Button>
                        )}
                      </ListItem>
                    );
                  })}
                </List>
              </Paper>
            ))}
          </Box>
        ))
      )}
      <AskServiceDialog service={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
