import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatUsd, type ChartContent } from '@atrium/contract';

/** A CHART fragment: the accounting feature's chart library, loaded only when a chart is shown. */
export default function ChartFragment({ chart }: { chart: ChartContent }) {
  const { t } = useTranslation();
  const format = (v: number | null) => (v === null ? '' : chart.unit === 'USD' ? formatUsd(v) : String(v));
  return (
    <Box
      role="figure"
      aria-label={t('assistant.content.chartAlt', { title: chart.title })}
      data-testid="assistant-chart"
    >
      <Typography variant="subtitle2">{chart.title}</Typography>
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: chart.points.map((p) => p.label) }]}
        series={[{ data: chart.points.map((p) => p.value), label: chart.title, valueFormatter: format }]}
        hideLegend
      />
    </Box>
  );
}
