import { useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS } from '@atrium/contract';

/** The file picker's accept list: the document formats of spec 3 §5. */
export const DOCUMENT_ACCEPT = DATA_ROOM_LIMITS.documentExtensions.map((e) => `.${e}`).join(',');

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  title: ReactNode;
  /** Lines under the title (AI info, formats, size…). */
  children?: ReactNode;
  disabled?: boolean;
  /** data-testid of the hidden file input (tests and e2e set files on it). */
  inputTestId?: string;
  /** Less padding (landing page strip). */
  dense?: boolean;
}

/**
 * A drag-and-drop zone with a Browse button. The zone itself is not a button (the Browse button is the keyboard way
 * in), so screen readers meet one control, not two.
 */
export function DropZone({ onFiles, title, children, disabled, inputTestId = 'upload-input', dense }: DropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const titleId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length && !disabled) onFiles(files);
  };
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: dense ? 2 : { xs: 2, sm: 4 },
        textAlign: 'center',
        transition: 'border-color 150ms, background-color 150ms',
      }}
    >
      <Stack sx={{ alignItems: 'center', gap: 1 }}>
        <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: dense ? 32 : 48, color: 'primary.main' }} />
        <Typography id={titleId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={disabled}
          sx={{ mt: 1, minHeight: 40 }}
        >
          {t('dataRoom.upload.browse')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={DOCUMENT_ACCEPT}
          data-testid={inputTestId}
          aria-label={t('dataRoom.upload.browse')}
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
