import { useEffect, useState } from 'react';
import {
  Alert,
  Breadcrumbs,
  Button,
  CircularProgress,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { useTranslation } from 'react-i18next';
import type { DocCenterItem, DocCenterPathItem } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import type { BrowserSource } from './browser-source';
import { useMoveFolders, useMoveItems } from './api/move-items';

/**
 * Move: browse to the destination folder (folders only; the items being moved cannot be entered) and press
 * 'Move here'. The document center's root is a valid destination.
 */
export function MoveDialog({
  items,
  onClose,
  onMoved,
  source,
}: {
  items: DocCenterItem[] | null;
  onClose: () => void;
  onMoved: () => void;
  source: BrowserSource;
}) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<DocCenterPathItem[]>([]);
  useEffect(() => {
    if (items) setTrail([]);
  }, [items]);
  const current = trail.at(-1)?.externalId ?? null;
  const moving = new Set((items ?? []).map((i) => i.externalId));
  const folders = useMoveFolders(source, current, items !== null);
  const move = useMoveItems(source, {
    successMessage: t('documentCenter.move.moved'),
    onSuccess: () => {
      onMoved();
      onClose();
    },
  });
  const sameFolder = (items ?? []).every((i) => i.parentExternalId === current);
  const list = (folders.data ?? []).filter((f) => f.kind === 'FOLDER');
  return (
    <Modal
      open={items !== null}
      onClose={onClose}
      busy={move.isPending}
      title={t('documentCenter.move.title', { count: items?.length ?? 0 })}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => move.mutate({ ids: [...moving], destination: current })}
            disabled={move.isPending || sameFolder}
            startIcon={move.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('documentCenter.move.moveHere')}
          </Button>
        </>
      }
    >
      <Breadcrumbs aria-label={t('documentCenter.move.destination')} sx={{ mb: 1 }}>
        {[{ externalId: null as string | null, name: t('documentCenter.root') }, ...trail].map((c, i, all) =>
          i === all.length - 1 ? (
            <Typography
              key={c.externalId ?? 'root'}
              aria-current="location"
              sx={{ color: 'text.primary', fontWeight: 600 }}
            >
              {c.name}
            </Typography>
          ) : (
            <Link
              key={c.externalId ?? 'root'}
              component="button"
              type="button"
              onClick={() => setTrail(trail.slice(0, i))}
            >
              {c.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {folders.isError && <Alert severity="error">{t('documentCenter.error.title')}</Alert>}
      {folders.isLoading && <Skeleton variant="rounded" height={120} />}
      {folders.data && list.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('documentCenter.move.noFolders')}</Typography>
      )}
      {list.length > 0 && (
        <List dense aria-label={t('documentCenter.move.folders')} sx={{ maxHeight: 320, overflow: 'auto' }}>
          {list.map((f) => (
            <ListItemButton
              key={f.externalId}
              disabled={moving.has(f.externalId)}
              onClick={() => setTrail([...trail, { externalId: f.externalId, name: f.name }])}
            >
              <ListItemIcon>
                <FolderOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={f.name} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('documentCenter.move.hint')}
      </Typography>
    </Modal>
  );
}
