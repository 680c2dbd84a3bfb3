import { useRef, useState } from 'react';
import { Button, CircularProgress, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskDetail, TaskFile, View } from '@atrium/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify, errorMessage } from '../../../lib/notify';
import { useSession } from '../../../session/session';
import { taskKeys } from '../keys';
import { tasksApi } from '../api/tasks-api';

/** The task's files: upload (into the company's document center), download and remove. */
export function TaskFilesPanel({ view, task }: { view: View; task: TaskDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useSession().user?.user.externalId;
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<TaskFile | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    try {
      const done = await tasksApi.upload(task.externalId, [...files]);
      notify(t('tasks.files.uploaded', { count: done.length }), 'success');
      await refresh();
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }
  const canRemove = (f: TaskFile) => task.canUpload && (view === 'portal' || f.uploadedBy?.externalId === me);

  return (
    <Stack sx={{ gap: 1 }} component="section" aria-labelledby="task-files-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" id="task-files-title">
          {t('tasks.files.title')}
        </Typography>
        {task.canUpload && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              data-testid="task-file-input"
              onChange={(e) => void upload(e.target.files)}
            />
            <Button
              variant="outlined"
              startIcon={uploading ? <CircularProgress size={16} /> : <UploadFileIcon />}
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              {uploading ? t('tasks.files.uploading') : t('tasks.files.upload')}
            </Button>
          </>
        )}
      </Stack>
      {view === 'one' && task.doneByCustomer && task.canUpload && task.kind.includes('FILE') && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tasks.files.requested')}
        </Typography>
      )}
      {task.files.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('tasks.files.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {task.files.map((f) => (
            <ListItem
              key={f.externalId}
              data-testid="task-file"
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={t('tasks.files.download', { name: f.name })}
                    onClick={() => void tasksApi.download(view, f).catch((err) => notify(errorMessage(err), 'error'))}
                  >
                    <DownloadIcon />
                  </IconButton>
                  {canRemove(f) && (
                    <IconButton aria-label={t('tasks.files.delete', { name: f.name })} onClick={() => setRemoving(f)}>
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Stack>
              }
            >
              <ListItemText
                primary={f.name}
                secondary={[f.uploadedBy?.name, f.fromProvider && view === 'one' ? t('tasks.files.fromProvider') : null]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        destructive
        text={removing ? t('tasks.files.deleteConfirm', { name: removing.name }) : ''}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await tasksApi.deleteFile(view, removing.externalId);
            await refresh();
          } catch (err) {
            notify(errorMessage(err), 'error');
          }
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
