import { useEffect, useRef } from 'react';
import type { BarChartOptions, LineChartOptions, ResponsiveOptions } from 'chartist';
import type { Currency, Language } from '@filmhyllan/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import styles from './statistics.module.css';

/**
 * line: a value over time (loans per day); bar: a few periods (months); ranking: named values, largest on top
 * (genres, languages).
 */
export type ChartKind = 'line' | 'bar' | 'ranking';

export interface ChartProps {
  kind: ChartKind;
  labels: readonly string[];
  values: readonly number[];
  /**
   * Bars only: a second series drawn behind each bar as a wider, paler one (an allowance behind its use), with a
   * legend naming both. `valuesName` names `values` in that legend.
   */
  behind?: { values: readonly number[]; name: string };
  valuesName?: string;
  /** What the chart shows, in words: the SVG's accessible name. The numbers are in the table beside it. */
  summary: string;
  /** count: whole numbers; money: cents of `currency`, drawn in whole units. */
  unit: 'count' | 'money';
  currency: Currency;
  language: Language;
}

/** Phones: fewer axis labels (the same breakpoint as --below-sm). */
const PHONE = '(max-width: 575.98px)';

/** Label every `step`-th value of an axis (the first one included), so that labels never overlap. */
const everyNth =
  (step: number) =>
  (label: string | number, index: number): string | number | null =>
    index % step === 0 ? label : null;

/** The chart options of a kind (chartist draws SVG; its own sizes are in px). */
function chartOptions(
  kind: ChartKind,
  count: number,
  formatValue: (value: string | number) => string,
  unit: ChartProps['unit'],
): {
  options: LineChartOptions | BarChartOptions;
  responsive: ResponsiveOptions<LineChartOptions | BarChartOptions>;
} {
  const valueAxis = {
    onlyInteger: unit === 'count',
    labelInterpolationFnc: formatValue,
    offset: unit === 'money' ? 64 : 40,
  };
  if (kind === 'line') {
    return {
      options: {
        height: 240,
        low: 0,
        fullWidth: true,
        showArea: true,
        showPoint: count <= 31,
        lineSmooth: false,
        chartPadding: { top: 16, right: 24, bottom: 0, left: 0 },
        axisX: { showGrid: false, labelInterpolationFnc: everyNth(Math.max(1, Math.ceil(count / 7))) },
        axisY: valueAxis,
      },
      responsive: [
        [PHONE, { axisX: { labelInterpolationFnc: everyNth(Math.max(1, Math.ceil(count / 4))) } }],
      ],
    };
  }
  if (kind === 'bar') {
    return {
      options: {
        height: 220,
        low: 0,
        chartPadding: { top: 16, right: 8, bottom: 0, left: 0 },
        // Up to 12 labels (a year of months each named), 6 on a phone; a month of days is labelled sparsely.
        axisX: { showGrid: false, labelInterpolationFnc: everyNth(Math.max(1, Math.ceil(count / 12))) },
        axisY: valueAxis,
      },
      responsive: [
        [PHONE, { axisX: { labelInterpolationFnc: everyNth(Math.max(2, Math.ceil(count / 6))) } }],
      ],
    };
  }
  // Rankings: horizontal bars in the order given (largest first, so reversed to draw it on top).
  return {
    options: {
      horizontalBars: true,
      reverseData: true,
      height: count * 32 + 48,
      low: 0,
      chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
      axisX: { ...valueAxis, offset: 24 },
      axisY: { showGrid: false, offset: 128 },
    },
    responsive: [[PHONE, { axisY: { offset: 96 } }]],
  };
}

/**
 * A chart drawn by chartist, which is loaded with the first chart (the statistics screen) and never with the
 * other librarian screens or the customer portal. The SVG is an image with `summary` as its name; chartist only
 * sets SVG attributes and the size of its labels, which the page's Content-Security-Policy allows. It redraws
 * when the window is resized, so it follows the page's width. If chartist cannot load, the space stays empty
 * and the table beside it still has every number.
 */
export function StatisticsChart({
  kind,
  labels,
  values,
  behind,
  valuesName,
  summary,
  unit,
  currency,
  language,
}: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  // The drawing depends on the data's content, not on the arrays' identity from render to render.
  const data = JSON.stringify([labels, values, behind?.values ?? null]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const [chartLabels, chartValues, behindValues] = JSON.parse(data) as [
      string[],
      number[],
      number[] | null,
    ];
    const formatValue = (value: string | number) =>
      unit === 'money'
        ? formatMoney(Math.round(Number(value)) * 100, currency, language)
        : formatNumber(Number(value), language);
    const { options, responsive } = chartOptions(kind, chartLabels.length, formatValue, unit);
    // Money is drawn in whole units of the currency (the axis needs no cents).
    const drawn = (values: number[]) => (unit === 'money' ? values.map((cents) => cents / 100) : values);
    // The series behind comes first: chartist draws later series on top, and `stackBars: false` with a shared
    // x position needs seriesBarDistance 0 to put the bars over each other.
    const series = behindValues ? [drawn(behindValues), drawn(chartValues)] : [drawn(chartValues)];
    if (behindValues) (options as BarChartOptions).seriesBarDistance = 0;

    let chart: { detach(): unknown } | undefined;
    let cancelled = false;
    import('chartist')
      .then(({ BarChart, LineChart }) => {
        if (cancelled) return;
        const chartDrawn =
          kind === 'line'
            ? new LineChart(element, { labels: chartLabels, series }, options as LineChartOptions, responsive)
            : new BarChart(element, { labels: chartLabels, series }, options as BarChartOptions, responsive);
        chartDrawn.on(
          'created',
          ({ svg }: { svg: { attr(attributes: Record<string, string>): unknown } }) => {
            svg.attr({ role: 'img', 'aria-label': summary });
          },
        );
        chart = chartDrawn;
      })
      .catch(() => {
        // No chart without its library (a failed chunk load): the table shows the same numbers.
      });
    return () => {
      cancelled = true;
      chart?.detach();
      element.replaceChildren();
    };
  }, [kind, data, summary, unit, currency, language]);

  const classes = [styles.chart, kind === 'ranking' && styles.rankingChart, behind && styles.behindChart];
  const chart = <div ref={container} className={classes.filter(Boolean).join(' ')} />;
  if (!behind) return chart;
  return (
    <>
      {chart}
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchBehind}`} aria-hidden="true" />
          {behind.name}
        </li>
        <li>
          <span className={styles.swatch} aria-hidden="true" />
          {valuesName}
        </li>
      </ul>
    </>
  );
}
