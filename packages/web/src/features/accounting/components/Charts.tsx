import { useTranslation } from 'react-i18next';
import { formatNetBurn, formatUsd, type Dashboard } from '@atrium/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { monthLabel } from '../format';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const axisUsd = (v: number | null) => (v === null ? '' : compactUsd.format(v));

/** Spending by category and month: a stacked bar chart (SPENDING). */
export function SpendingChart({ spending }: { spending: Dashboard['spending'] }) {
  const { i18n } = useTranslation();
  const months = spending.data.map((r) => monthLabel(r.month, i18n.language, 'short'));
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: axisUsd, width: 60 }]}
      series={spending.categories.map((c) => ({
        label: c,
        stack: 'total',
        data: spending.data.map((r) => r.values[c] ?? 0),
        valueFormatter: (v: number | null) => (v === null ? '' : formatUsd(v)),
      }))}
    />
  );
}

/** Net burn (bars, left axis) and the cash balance at each month's end (line, right axis): NET_BURN_AND_BALANCE. */
export function NetBurnBalanceChart({ rows }: { rows: Dashboard['netBurnAndBalance'] }) {
  const { t, i18n } = useTranslation();
  const months = rows.map((r) => monthLabel(r.month, i18n.language, 'short'));
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'burn', valueFormatter: axisUsd, width: 60 },
        { id: 'cash', position: 'right', valueFormatter: axisUsd, width: 60 },
      ]}
      series={[
        {
          type: 'bar',
          label: t('accounting.cards.netBurn'),
          yAxisId: 'burn',
          data: rows.map((r) => r.CURRENT),
          valueFormatter: (v) => (v === null ? '' : formatNetBurn(v)),
        },
        {
          type: 'line',
          label: t('accounting.cards.cashBalance'),
          yAxisId: 'cash',
          data: rows.map((r) => r.CASH_BALANCE),
          valueFormatter: (v) => (v === null ? '' : formatUsd(v)),
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="burn" />
        <ChartsYAxis axisId="cash" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
