import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../components/preview/MarkdownView';
import { contentKeys, contentLanguage, loadContent, type ContentName } from './texts';

/** A content text (its `#` heading an h1 unless headingOffset says otherwise) rendered by the safe Markdown renderer (raw HTML stays text), in the interface language. */
export function ContentMarkdown({ name, headingOffset = 0 }: { name: ContentName; headingOffset?: number }) {
  const { t, i18n } = useTranslation();
  const language = contentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const text = useQuery({
    queryKey: contentKeys.text(name, language),
    queryFn: () => loadContent(name, language),
    staleTime: Infinity,
  });
  if (text.isPending)
    return (
      <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('content.loading')}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    );
  if (text.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void text.refetch()}>
            {t('content.retry')}
          </Button>
        }
      >
        {t('content.error')}
      </Alert>
    );
  return (
    <div data-testid={`content-${name}`} lang={language}>
      <MarkdownView source={text.data} headingOffset={headingOffset} />
    </div>
  );
}
