import { Box, List } from '@mui/material';
import type { TaxonomyEntry } from '@atrium/contract';
import { TreeRow } from './TreeRow';
import type { TreeSelection } from './nav-state';

export interface TaxonomyTreeProps {
  entries: TaxonomyEntry[];
  expanded: ReadonlySet<string>;
  selection: TreeSelection;
  touch: boolean;
  onToggle: (key: string) => void;
  /** Click on a non-section entry: select and expand, or deselect and collapse when already selected. */
  onClickEntry: (staticId: number) => void;
  /** Open the entry in the content (go arrow, 'Enter folder'). */
  onEnter: (staticId: number) => void;
  /** Display name of an entry (w-landing's taxonomyLabel once merged). */
  labelOf: (entry: TaxonomyEntry) => string;
}

/** The standard taxonomy part of the directory tree (spec 3 §2.3). */
export function TaxonomyTree(props: TaxonomyTreeProps) {
  return (
    <List dense disablePadding>
      {props.entries.map((e) => (
        <TaxonomyNode key={e.staticId} entry={e} {...props} />
      ))}
    </List>
  );
}

function TaxonomyNode({ entry, ...props }: TaxonomyTreeProps & { entry: TaxonomyEntry }) {
  const key = `s:${entry.staticId}`;
  const expandable = entry.entries.length > 0;
  const expanded = props.expanded.has(key);
  const selected = props.selection.kind === 'taxonomy' && props.selection.staticId === entry.staticId;
  const section = entry.level === 0;
  return (
    <>
      <TreeRow
        testId={`tree-${entry.staticId}`}
        label={props.labelOf(entry)}
        level={entry.level}
        count={entry.count}
        expandable={expandable}
        expanded={expanded}
        selected={selected}
        toggleOnly={section}
        touch={props.touch}
        onClick={() => (section ? props.onToggle(key) : props.onClickEntry(entry.staticId))}
        onEnter={() => props.onEnter(entry.staticId)}
        onToggle={() => props.onToggle(key)}
      />
      {expandable && expanded && (
        <Box component="li" sx={{ listStyle: 'none' }}>
          <List dense disablePadding>
            {entry.entries.map((child) => (
              <TaxonomyNode key={child.staticId} {...props} entry={child} />
            ))}
          </List>
        </Box>
      )}
    </>
  );
}
