import { useId, useState, type FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, Chip, Collapse, IconButton, Link, List, ListItem, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import type { TaxonomyEntry } from '@atrium/contract';
import { DATA_ROOM_PATHS, manageState, redFlagsState } from '../navigation';
import { taxonomyLabel, taxonomyPlainLabel } from '../taxonomy-label';
import type { EntryStats } from '../api/stats';

export interface CategoryCardProps {
  section: TaxonomyEntry;
  slug: string;
  icon: SvgIconComponent;
  stats: Map<number, EntryStats> | undefined;
}

/**
 * One of the seven landing cards (spec 3 §2.7): the section's file and red-flag counts and its folders, listed when the
 * card is hovered or holds the focus (or the toggle is pressed on touch screens). Every name opens the files screen.
 */
export function CategoryCard({ section, slug, icon: Icon, stats }: CategoryCardProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const listId = useId();
  const expanded = hovered || focused || pinned;
  const own = stats?.get(section.staticId);
  const folders = section.entries.filter((e) => !e.hidden);
  const name = taxonomyPlainLabel(t, section);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Card
      variant="outlined"
      data-testid={`category-${slug}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-within': { boxShadow: 4 },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{ p: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex' }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={DATA_ROOM_PATHS.files}
            state={manageState({ staticId: section.staticId })}
            underline="hover"
            color="inherit"
            variant="subtitle1"
            sx={{ fontWeight: 700, display: 'block' }}
          >
            {name}
          </Link>
          <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              icon={<DescriptionOutlinedIcon />}
              label={stats ? t('dataRoom.landing.files', { count: own?.count ?? 0 }) : '…'}
              data-testid="file-count"
            />
            {(own?.redFlags ?? 0) > 0 ? (
              <Chip
                size="small"
                icon={<FlagOutlinedIcon />}
                color="error"
                clickable
                component={RouterLink}
                to={DATA_ROOM_PATHS.files}
                state={redFlagsState({ staticId: section.staticId })}
                label={t('dataRoom.landing.redFlags', { count: own?.redFlags ?? 0 })}
                data-testid="red-flag-count"
              />
            ) : (
              <Chip
                size="small"
                icon={<FlagOutlinedIcon />}
                variant="outlined"
                label={stats ? t('dataRoom.landing.redFlags', { count: 0 }) : '…'}
                data-testid="red-flag-count"
              />
            )}
          </Stack>
        </Box>
        <IconButton
          size="small"
          aria-label={t('dataRoom.landing.showFolders', { section: name })}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setPinned((p) => !p)}
          sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Stack>
      <Collapse in={expanded} id={listId}>
        <List
          dense
          disablePadding
          aria-label={t('dataRoom.landing.foldersOf', { section: name })}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
        >
          {folders.map((f) => (
            <ListItem key={f.staticId} disableGutters sx={{ py: 0.25 }}>
              <Link
                component={RouterLink}
                to={DATA_ROOM_PATHS.files}
                state={manageState({ staticId: f.staticId })}
                underline="hover"
                variant="body2"
                sx={{ flex: 1, minWidth: 0 }}
              >
                {taxonomyLabel(t, f)}
              </Link>
              <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                {stats?.get(f.staticId)?.count ?? 0}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </Card>
  );
}
