import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { PRODUCT, TAXONOMY_IDS, TAXONOMY_SECTIONS, taxonomyEntry } from '@atrium/contract';
import { EmptyState } from '../../../components/EmptyState';
import { DATA_ROOM_PATHS, filesUrl, manageState } from '../navigation';
import { UploadDialog } from '../upload/UploadDialog';
import { useImportModal } from '../import/useImportModal';
import { DropZone } from '../upload/DropZone';
import { CategoryCard } from './CategoryCard';
import { SECTION_ICONS } from './section-icons';
import { useDataRoomStats } from './useStats';

const MASTER_TARGET = { parentStaticId: TAXONOMY_IDS.master } as const;
const SECTIONS = TAXONOMY_SECTIONS.map((s) => ({ ...s, entry: taxonomyEntry(s.staticId)! }));

/**
 * /one/data-room — the landing page of spec 3 §2.7: seven category cards with file and red-flag counts and their
 * folders, a drop area feeding the upload dialog (confirmation with the file count, progress), and `?documentId=`
 * forwarded to the files screen, which opens that file's folder.
 */
export default function DataRoomLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const stats = useDataRoomStats();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[] | null>(null);
  const importer = useImportModal();

  useEffect(() => {
    if (documentId) navigate(filesUrl(documentId), { replace: true, state: manageState() });
  }, [documentId, navigate]);
  if (documentId) return null;

  const openUpload = (files: File[] | null) => {
    setDropped(files);
    setUploadOpen(true);
  };
  const total = stats.data
    ? SECTIONS.reduce((n, s) => n + (stats.data.get(s.staticId)?.count ?? 0), 0) +
      (stats.data.get(TAXONOMY_IDS.master)?.count ?? 0)
    : null;
  const unplaced = stats.data?.get(TAXONOMY_IDS.master)?.count ?? 0;

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('dataRoom.landing.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('dataRoom.landing.subtitle', { ai: PRODUCT.assistantName })}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => openUpload(null)}
          sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          {t('dataRoom.landing.upload')}
        </Button>
      </Stack>

      {stats.isError ? (
        <EmptyState
          title={t('dataRoom.landing.loadError')}
          action={
            <Button variant="outlined" onClick={() => void stats.refetch()}>
              {t('dataRoom.landing.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {total === 0 && (
            <Alert severity="info" data-testid="landing-empty">
              {t('dataRoom.landing.empty')}
            </Alert>
          )}
          {unplaced > 0 && (
            <Alert
              severity="info"
              action={
                <Link
                  component={RouterLink}
                  to={DATA_ROOM_PATHS.files}
                  state={manageState({ staticId: TAXONOMY_IDS.master })}
                  sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
                >
                  {t('dataRoom.landing.review')}
                </Link>
              }
            >
              {t('dataRoom.landing.unplaced', { count: unplaced })}
            </Alert>
          )}
          <Box
            component="section"
            aria-label={t('dataRoom.landing.categories')}
            aria-busy={stats.isPending}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              alignItems: 'start',
            }}
          >
            {SECTIONS.map((s) =>
              stats.isPending ? (
                <Skeleton key={s.staticId} variant="rounded" height={96} data-testid="category-skeleton" />
              ) : (
                <CategoryCard
                  key={s.staticId}
                  section={s.entry}
                  slug={s.slug}
                  icon={SECTION_ICONS[s.slug]}
                  stats={stats.data}
                />
              ),
            )}
          </Box>
        </>
      )}

      <DropZone
        onFiles={(files) => openUpload(files)}
        title={t('dataRoom.landing.dropTitle')}
        inputTestId="landing-upload-input"
        dense
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('dataRoom.landing.dropHint')}
        </Typography>
      </DropZone>

      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        target={MASTER_TARGET}
        initialFiles={dropped}
        onImport={() => {
          setUploadOpen(false);
          importer.open();
        }}
      />
      {importer.element}
    </Stack>
  );
}
