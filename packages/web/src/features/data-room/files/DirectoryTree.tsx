import {
  Box,
  Button,
  Divider,
  FormControl,
  InputLabel,
  List,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TREE_FILTERS, type TaxonomyEntry, type TreeFilter } from '@atrium/contract';
import { TaxonomyTree } from './TaxonomyTree';
import { CustomTree, type CustomTreeProps } from './CustomTree';
import { TreeRow } from './TreeRow';
import type { TreeSelection } from './nav-state';

export interface DirectoryTreeProps {
  filter: TreeFilter;
  onFilter: (f: TreeFilter) => void;
  taxonomy: TaxonomyEntry[];
  masterCount: number | undefined;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  selection: TreeSelection;
  touch: boolean;
  onClickEntry: (staticId: number) => void;
  onEnterEntry: (staticId: number) => void;
  onCloseAll: () => void;
  onProcessing: () => void;
  labelOf: (entry: TaxonomyEntry) => string;
  custom: Omit<CustomTreeProps, 'expanded' | 'selection' | 'touch'>;
}

/** The left panel of the files screen (spec 3 §2.3): 'Show' filter, 'Close all', the tree, and 'Processing' at the bottom. */
export function DirectoryTree(props: DirectoryTreeProps) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('dataRoomFiles.tree.label')} sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', p: 1.5 }}>
        <FormControl size="small" sx={{ flex: 1 }}>
          <InputLabel id="tree-filter-label">{t('dataRoomFiles.tree.show')}</InputLabel>
          <Select
            labelId="tree-filter-label"
            label={t('dataRoomFiles.tree.show')}
            value={props.filter}
            onChange={(e) => props.onFilter(e.target.value as TreeFilter)}
            SelectDisplayProps={{ 'data-testid': 'tree-filter' } as object}
          >
            {TREE_FILTERS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`dataRoomFiles.tree.filters.${f}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button size="small" onClick={props.onCloseAll}>
          {t('dataRoomFiles.tree.closeAll')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
        {props.filter === 'CUSTOM' ? (
          <CustomTree {...props.custom} expanded={props.expanded} selection={props.selection} touch={props.touch} />
        ) : props.taxonomy.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
            {t('dataRoomFiles.tree.noActive')}
          </Typography>
        ) : (
          <TaxonomyTree
            entries={props.taxonomy}
            expanded={props.expanded}
            selection={props.selection}
            touch={props.touch}
            onToggle={props.onToggle}
            onClickEntry={props.onClickEntry}
            onEnter={props.onEnterEntry}
            labelOf={props.labelOf}
          />
        )}
      </Box>
      <Divider />
      <List dense disablePadding>
        <TreeRow
          testId="tree-processing"
          label={t('dataRoomFiles.tree.processing')}
          level={0}
          count={props.masterCount}
          expandable={false}
          expanded={false}
          selected={props.selection.kind === 'master'}
          touch={false}
          onClick={props.onProcessing}
          onEnter={props.onProcessing}
          onToggle={() => {}}
          toggleOnly
        />
      </List>
    </Stack>
  );
}
