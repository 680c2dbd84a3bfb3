import { lazy, Suspense } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  formatUsd,
  type AssistantContent,
  type AssistantMetadata,
  type FinancialStatementItem,
} from '@atrium/contract';
import { MarkdownView } from '../../../components/preview/MarkdownView';
import { useFormatDate } from '../../../lib/dates';
import { plainMentions } from '../../chat';
import { filePath } from '../open-file';
import { closeAssistant } from '../store';
import { FunderFragment } from './FunderFragment';

const ChartFragment = lazy(() => import('./ChartFragment'));

/** An assistant message's content, each fragment type as its own component (spec 2 §3). */
export function MessageContent({ content }: { content: AssistantContent }) {
  const { t } = useTranslation();
  switch (content.type) {
    case 'STRING':
      return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {plainMentions(content.content)}
        </Typography>
      );
    case 'MARKDOWN':
      return (
        <Box sx={{ '& > :first-of-type': { mt: 0 }, overflowWrap: 'anywhere' }}>
          <MarkdownView source={content.content} headingOffset={2} />
        </Box>
      );
    case 'HTML':
      // Never rendered as markup: the text only.
      return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {content.content.replace(/<[^>]*>/g, '')}
        </Typography>
      );
    case 'JSON':
      return (
        <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0 }}>
          {JSON.stringify(content.content, null, 2)}
        </Box>
      );
    case 'CHART':
      return (
        <Suspense fallback={<Typography variant="caption">{t('assistant.content.loadingChart')}</Typography>}>
          <ChartFragment chart={content.content} />
        </Suspense>
      );
    case 'FINANCIAL_STATEMENT_ITEM':
      return <StatementItem item={content.content} />;
    case 'FUNDER':
      return <FunderFragment funder={content.content} />;
    case 'ROOM_DOCUMENT':
      return (
        <Button
          variant="outlined"
          size="small"
          startIcon={<DescriptionOutlinedIcon />}
          component={RouterLink}
          to={filePath(content.content)}
          onClick={closeAssistant}
          data-testid="assistant-room-document"
        >
          {content.content.name}
        </Button>
      );
    case 'SHARED_FINANCIALS':
      return (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">{content.content.title}</Typography>
            <Table size="small">
              <TableBody>
                {content.content.items.map((item, i) => (
                  <TableRow key={i}>
                    <TableCell>{item.name}</TableCell>
                    <TableCell align="right">{formatUsd(item.value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Link
              component={RouterLink}
              to={`/one/virtual-data-rooms/financial-report?id=${encodeURIComponent(content.content.roomExternalId)}`}
              onClick={closeAssistant}
            >
              {t('assistant.content.openFinancials')}
            </Link>
          </CardContent>
        </Card>
      );
  }
}

function StatementItem({ item }: { item: FinancialStatementItem }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" data-testid="assistant-statement-item">
      <CardContent>
        <Typography variant="subtitle2">{item.name}</Typography>
        <Typography variant="h6" component="p">
          {formatUsd(item.value)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('assistant.content.asOf', { date: formatDate(item.date) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The documents an answer cites (metadata.documents), each opening the file. */
export function Citations({ metadata }: { metadata: AssistantMetadata | null }) {
  const { t } = useTranslation();
  const docs = metadata?.documents ?? [];
  if (docs.length === 0) return null;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1, alignItems: 'center' }}
      data-testid="assistant-citations"
    >
      <Typography variant="caption" color="text.secondary" component="span">
        {t('assistant.chat.sources')}
      </Typography>
      {docs.map((d) => (
        <Chip
          key={d.documentId}
          size="small"
          variant="outlined"
          icon={<DescriptionOutlinedIcon />}
          label={d.name}
          component={RouterLink}
          to={filePath(d)}
          onClick={closeAssistant}
          clickable
          aria-label={t('assistant.chat.openFile', { name: d.name })}
        />
      ))}
    </Stack>
  );
}
