import { useState } from 'react';
import { ImportModal } from './ImportModal';

/**
 * The import-from-document-center modal for a screen with an UploadDialog:
 * `const importer = useImportModal(); <UploadDialog onImport={() => { closeUpload(); importer.open(); }} … />{importer.element}`.
 */
export function useImportModal(opts: { parentStaticId?: number; onImported?: () => void } = {}) {
  const [open, setOpen] = useState(false);
  const element = (
    <ImportModal
      open={open}
      onClose={() => setOpen(false)}
      parentStaticId={opts.parentStaticId}
      onImported={opts.onImported}
    />
  );
  return { open: () => setOpen(true), element };
}
