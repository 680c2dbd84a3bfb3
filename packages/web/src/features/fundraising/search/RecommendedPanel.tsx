import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { FunderList, RecommendedList, SmartlistCapability } from '@atrium/contract';
import { notify } from '../../../lib/notify';
import { useListMutation } from '../queries';
import { recommendedApi, useRecommendedLists } from '../recommended-api';
import { CreateCustomDialog } from './CreateCustomDialog';

/**
 * Recommended lists (GET recommended): lists drawn from the company's profile, each with a preview of its investors.
 * 'Create list' makes one the caller's own; 'Add to a list' pours its investors into one of their lists (what a
 * company with one Smartlist can still do). Without the capability the create button is disabled with the reason.
 */
export function RecommendedPanel({
  lists,
  capability,
}: {
  lists: FunderList[];
  capability: SmartlistCapability | undefined;
}) {
  const { t } = useTranslation();
  const recs = useRecommendedLists();
  const [creating, setCreating] = useState<RecommendedList | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; rec: RecommendedList } | null>(null);
  const apply = useListMutation(
    (v: { list: FunderList; rec: RecommendedList }) =>
      recommendedApi.applyRecommended(v.list.externalId, v.rec.externalId),
    undefined,
    (r, v) => notify(t('smartlists.recommended.added', { count: r.added, list: v.list.name }), 'success'),
  );
  const canCreate = capability?.canCreate ?? false;
  const items = recs.data ?? [];
  if (recs.isPending) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="recommended-title">
      <Typography id="recommended-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('smartlists.recommended.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {items.length ? t('smartlists.recommended.text') : t('smartlists.recommended.empty')}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((r) => (
          <Box
            component="li"
            key={r.externalId}
            data-testid="recommended-list"
            sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('smartlists.recommended.count', { count: r.funderCount })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {r.preview
                .slice(0, 3)
                .map((f) => f.name)
                .join(' · ')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              {canCreate ? (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('smartlists.recommended.createLabel', { name: r.name })}
                  onClick={() => setCreating(r)}
                >
                  {t('smartlists.recommended.create')}
                </Button>
              ) : (
                <Tooltip title={capability?.reason ?? ''}>
                  <span>
                    <Button size="small" variant="outlined" disabled>
                      {t('smartlists.recommended.create')}
                    </Button>
                  </span>
                </Tooltip>
              )}
              {lists.length > 0 && (
                <Button
                  size="small"
                  aria-haspopup="menu"
                  aria-label={t('smartlists.recommended.addToLabel', { name: r.name })}
                  disabled={apply.isPending}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, rec: r })}
                >
                  {t('smartlists.recommended.addTo')}
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {lists.map((l) => (
          <MenuItem
            key={l.externalId}
            onClick={() => {
              const rec = menu!.rec;
              setMenu(null);
              apply.mutate({ list: l, rec });
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
      <CreateCustomDialog rec={creating} onClose={() => setCreating(null)} />
    </Paper>
  );
}
