import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Skeleton, Stack, TextField, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { FUNDRAISING_LIMITS, type Funder, type FunderFilters } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { SearchBox } from '../../../components/SearchBox';
import { FormDialog } from '../../../components/FormDialog';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import {
  useFunderSearch,
  useFundraisingTenant,
  useSaveSearch,
  useSavedSearch,
  useSavedSearches,
  useSmartlistCapability,
  useSmartlists,
} from '../queries';
import { FilterPanel } from './FilterPanel';
import { ResultsTable } from './ResultsTable';
import { SelectionBar } from './SelectionBar';
import { AddToSmartlistDialog } from './AddToSmartlistDialog';
import { LinksPanel, SmartlistsPanel } from './SmartlistsPanel';
import { RecommendedPanel } from './RecommendedPanel';
import { useSession } from '../../../session/session';
import { FunderLogoDialog } from '../investors/FunderLogoDialog';
import { CrunchbaseDialog } from '../investors/CrunchbaseDialog';
import { useCrunchbaseStatus } from '../investors/queries';

/** Drops empty filter values, so equal searches share one query key. */
function clean(f: FunderFilters): FunderFilters {
  const out: FunderFilters = {};
  for (const [k, v] of Object.entries(f) as [keyof FunderFilters, unknown][]) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/**
 * /one/fundraising and /one/fundraising/advanced-search/:externalId/:searchExternalId (a saved search opened): the
 * investor search with its filters, the selection bar, the Add to Smartlist dialog and the caller's smartlists.
 */
export default function FundraisingPage() {
  const { t } = useTranslation();
  const { searchExternalId } = useParams();
  const saved = useSavedSearch(searchExternalId);
  const [filters, setFilters] = useState<FunderFilters>({});
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [searchName, setSearchName] = useState('');
  useEffect(() => {
    if (saved.data) setFilters(saved.data.filters);
  }, [saved.data]);
  const settled = useDebouncedValue(filters, FUNDRAISING_LIMITS.debounce.nameSearch);
  const query = useMemo(() => clean(settled), [settled]);
  useEffect(() => setPage(0), [query]);
  const results = useFunderSearch(query, page);
  const lists = useSmartlists();
  const capability = useSmartlistCapability();
  const saveSearch = useSaveSearch();
  const savedSearches = useSavedSearches();
  const tenant = useFundraisingTenant();
  const navigate = useNavigate();
  const searchLink = (id: string) => `/one/fundraising/advanced-search/${tenant}/${id}`;
  // The provider's staff keep the shared investor database: only they are offered the logo upload.
  const staff = !!useSession().user?.isInternal;
  const [logoOf, setLogoOf] = useState<Funder | null>(null);
  const queryClient = useQueryClient();
  const crunchbase = useCrunchbaseStatus().data;
  const [crunchbaseOpen, setCrunchbaseOpen] = useState(false);
  const [crunchbaseAdd, setCrunchbaseAdd] = useState<string[] | null>(null);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const togglePage = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelected(next);
  };

  return (
    <Box>
      <PageHeader
        title={t('fundraising.title')}
        subtitle={saved.data?.name ?? t('fundraising.subtitle')}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {/* Offered only where it works: not at all on a server without Crunchbase; disabled, with why, without the add-on. */}
            {crunchbase?.configured && (
              <Tooltip title={crunchbase.available ? '' : t('investorTools.crunchbase.needsAddOn')}>
                <span>
                  <Button disabled={!crunchbase.available} onClick={() => setCrunchbaseOpen(true)}>
                    {t('investorTools.crunchbase.open')}
                  </Button>
                </span>
              </Tooltip>
            )}
            <Button onClick={() => setSaving(true)}>{t('fundraising.saveSearch')}</Button>
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 2, width: '100%' }}>
          <SelectionBar
            search={
              <SearchBox
                value={filters.name ?? ''}
                label={t('fundraising.searchLabel')}
                onSearch={(name) => setFilters((f) => ({ ...f, name }))}
                fullWidth
              />
            }
            count={selected.size}
            onClear={() => setSelected(new Set())}
            onAdd={() => setAdding(true)}
            addDisabledReason={null}
          />
          <FilterPanel filters={filters} onChange={setFilters} />
          {results.isError && <Alert severity="error">{results.error.message}</Alert>}
          {results.isPending ? (
            <Skeleton variant="rounded" height={320} />
          ) : results.data && results.data.items.length === 0 ? (
            <EmptyState title={t('fundraising.noResults')} />
          ) : results.data ? (
            <>
              <ResultsTable
                items={results.data.items}
                selected={selected}
                onToggle={toggle}
                onTogglePage={togglePage}
                onEditLogo={staff ? setLogoOf : undefined}
              />
              <Pagination
                count={results.data.total}
                countIsLowerBound={results.data.totalCapped}
                page={page}
                rowsPerPage={results.data.pageSize}
                onPageChange={(_, p) => setPage(p)}
              />
            </>
          ) : null}
        </Stack>
        <Stack sx={{ width: { xs: '100%', lg: 300 }, flexShrink: 0, gap: 2 }}>
          <SmartlistsPanel lists={lists.data?.items ?? []} />
          <RecommendedPanel lists={lists.data?.items ?? []} capability={capability.data} />
          <LinksPanel
            id="saved-searches-title"
            title={t('fundraising.savedSearches')}
            empty={t('fundraising.noSavedSearches')}
            links={(savedSearches.data ?? []).map((s) => ({
              key: s.externalId,
              to: searchLink(s.externalId),
              label: s.name,
            }))}
          />
        </Stack>
      </Stack>
      <AddToSmartlistDialog
        open={adding}
        onClose={() => setAdding(false)}
        funders={[...selected]}
        lists={lists.data?.items ?? []}
        capability={capability.data}
        onDone={() => setSelected(new Set())}
      />
      <FunderLogoDialog
        funder={logoOf}
        onClose={() => setLogoOf(null)}
        onUploaded={() => void queryClient.invalidateQueries({ queryKey: ['fundraising', tenant, 'search'] })}
      />
      <CrunchbaseDialog
        open={crunchbaseOpen}
        onClose={() => setCrunchbaseOpen(false)}
        onAdd={(ids) => setCrunchbaseAdd(ids)}
      />
      <AddToSmartlistDialog
        open={!!crunchbaseAdd}
        onClose={() => setCrunchbaseAdd(null)}
        funders={crunchbaseAdd ?? []}
        lists={lists.data?.items ?? []}
        capability={capability.data}
        onDone={() => {
          setCrunchbaseAdd(null);
          setCrunchbaseOpen(false);
        }}
      />
      <FormDialog
        open={saving}
        onClose={() => setSaving(false)}
        title={t('fundraising.saveSearch')}
        saveDisabled={!searchName.trim()}
        closeOnSave
        savedMessage={t('fundraising.searchSaved')}
        onSave={async () => {
          const s = await saveSearch.mutateAsync({ name: searchName.trim(), filters: query });
          setSearchName('');
          navigate(searchLink(s.externalId));
        }}
      >
        <TextField
          label={t('fundraising.searchName')}
          value={searchName}
          onChange={(e) => setSearchName(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: FUNDRAISING_LIMITS.nameMax } }}
        />
      </FormDialog>
    </Box>
  );
}
