// The dashboard's three charts (conversion funnel, daily bars, per-course bars) with Apache ECharts. This module is
// loaded on demand by the dashboard alone, and takes only the parts of ECharts it draws with.
import { useEffect, useMemo, useRef } from 'react';
import { Col, Empty, Row } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import * as echarts from 'echarts/core';
import { BarChart, FunnelChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, FunnelSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { Panel } from '../../../components/Panel';
import { useThemeMode } from '../../../lib/theme';
import { dailySeries, formatAmount, funnelIsEmpty, funnelSteps, isFunnelStage } from '../dashboard';
import type { DistributorDashboard } from '../../../lib/api-types';

echarts.use([BarChart, FunnelChart, DataZoomComponent, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** antd's blue, gold, green, magenta, cyan: distinct, and legible on the light and the dark panel alike. */
const PALETTE = ['#1677ff', '#faad14', '#52c41a', '#eb2f96', '#13c2c2'];

type ChartOption = ComposeOption<
  BarSeriesOption | FunnelSeriesOption | DataZoomComponentOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Days the daily chart shows at once; a longer period opens on its last days, with a slider to the others. */
const DAYS_IN_VIEW = 31;

/** One chart on a div: drawn again in the other palette when the theme switches, resized with its box. */
function EChart({ option, testId, height = 300 }: { option: ChartOption; testId: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const mode = useThemeMode();

  useEffect(() => {
    const el = box.current!;
    const instance = echarts.init(el, mode === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [mode]);

  useEffect(() => {
    // The page background shows through, so the chart sits on the panel in both themes.
    chart.current?.setOption({ backgroundColor: 'transparent', color: PALETTE, ...option }, true);
  }, [option, mode]);

  return <div ref={box} className="dd-chart" style={{ height }} data-testid={testId} />;
}

/** Room for the course names beside the bars: a fifth of the window, between 90 and 240 px (the tooltip has the whole name). */
const courseLabelWidth = () => Math.round(Math.min(240, Math.max(90, window.innerWidth / 5)));

export default function DashboardCharts({ dashboard }: { dashboard: DistributorDashboard }) {
  const { t } = useTranslation();

  const funnel = useMemo<ChartOption>(() => {
    const steps = funnelSteps(dashboard.funnel);
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c}' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          // The stage, its count and share beside each step (in the theme's text colour, readable on every step colour).
          left: '2%',
          width: '56%',
          top: 10,
          bottom: 10,
          minSize: '18%',
          gap: 2,
          label: { position: 'right', formatter: '{b}' },
          labelLine: { show: true, length: 12 },
          data: steps.map((s) => ({ name: `${isFunnelStage(s.stage) ? t(`distributor.stages.${s.stage}`) : s.label} ${s.count} (${s.percent}%)`, value: s.count })),
        },
      ],
    };
  }, [dashboard.funnel, t]);

  const daily = useMemo<ChartOption>(() => {
    const s = dailySeries(dashboard.daily);
    const long = s.days.length > DAYS_IN_VIEW;
    // Bars: a few days of 0 and 1 read as counts, where a line draws them as a comb of spikes.
    const bars = (name: string, data: number[]): BarSeriesOption => ({ type: 'bar', name, data, barMaxWidth: 14 });
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: long ? 48 : 8, containLabel: true },
      dataZoom: long
        ? [
            { type: 'inside', startValue: s.days.length - DAYS_IN_VIEW, endValue: s.days.length - 1 },
            { type: 'slider', startValue: s.days.length - DAYS_IN_VIEW, endValue: s.days.length - 1, height: 20, bottom: 8 },
          ]
        : [],
      xAxis: { type: 'category', data: s.days },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        bars(t('distributor.registrations'), s.registrations),
        bars(t('distributor.enrolments'), s.enrolments),
        bars(t('distributor.payments'), s.payments),
      ],
    };
  }, [dashboard.daily, t]);

  const courses = useMemo<ChartOption>(() => {
    // Most enrolments first from the server; the horizontal bars read top-down, so the first goes last.
    const rows = [...dashboard.courses].reverse();
    return {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params: unknown) => {
          const items = params as { dataIndex: number; seriesName: string; value: number; marker: string }[];
          const row = rows[items[0]?.dataIndex ?? 0];
          if (!row) return '';
          const lines = items.map((p) => `${p.marker}${p.seriesName}: ${p.value}`);
          return [row.courseName, ...lines, `${t('distributor.amount')}: ${formatAmount(row.amountYuan)}`].join('<br/>');
        },
      },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: rows.map((r) => r.courseName), axisLabel: { width: courseLabelWidth(), overflow: 'truncate' } },
      series: [
        { type: 'bar', name: t('distributor.enrolments'), data: rows.map((r) => r.enrolments), barMaxWidth: 18 },
        { type: 'bar', name: t('distributor.payments'), data: rows.map((r) => r.payments), barMaxWidth: 18 },
      ],
    };
  }, [dashboard.courses, t]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Panel title={t('distributor.funnelTitle')} subtitle={t('distributor.funnelHint')} testId="dd-funnel">
          {funnelIsEmpty(dashboard.funnel) ? (
            <div className="dd-chart-empty" data-testid="dd-funnel-empty">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('distributor.funnelEmpty')} />
            </div>
          ) : (
            <EChart option={funnel} testId="dd-chart-funnel" />
          )}
        </Panel>
      </Col>
      <Col xs={24} xl={14}>
        <Panel title={t('distributor.dailyTitle')} testId="dd-daily">
          <EChart option={daily} testId="dd-chart-daily" />
        </Panel>
      </Col>
      <Col xs={24}>
        <Panel title={t('distributor.coursesTitle')} testId="dd-courses">
          {dashboard.courses.length ? (
            <EChart option={courses} testId="dd-chart-courses" height={Math.max(200, 60 + dashboard.courses.length * 44)} />
          ) : (
            <p className="sc-muted">{t('distributor.noCourses')}</p>
          )}
        </Panel>
      </Col>
    </Row>
  );
}
