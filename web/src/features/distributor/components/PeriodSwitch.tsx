// The statistics period: 近7天 / 近30天 / 近90天 / 自定义 (a date range), kept in the URL (?period= or ?from=&to=).
import { DatePicker, Flex, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { useUrlState } from '../../../components/useUrlState';
import { MAX_PERIOD_DAYS, PERIOD_PRESETS, chinaToday, periodDays, periodOf, periodParams, presetPeriod, type Period } from '../dashboard';

/** The period the page's URL names. */
export function usePeriod(): Period {
  const { params } = useUrlState();
  return periodOf(params);
}

export function PeriodSwitch() {
  const { t } = useTranslation();
  const { params, set } = useUrlState();
  const period = periodOf(params);
  const today = chinaToday();
  const apply = (next: Period) => set({ ...periodParams(next), page: null });

  return (
    <Flex wrap align="center" gap="small" data-testid="dd-period">
      <Segmented<string>
        value={String(period.preset)}
        onChange={(value) => apply(value === 'custom' ? { ...period, preset: 'custom' } : presetPeriod(Number(value) as Period['preset'] & number))}
        options={[
          ...PERIOD_PRESETS.map((days) => ({ value: String(days), label: <span data-testid={`dd-period-${days}`}>{t('distributor.lastDays', { count: days })}</span> })),
          { value: 'custom', label: <span data-testid="dd-period-custom">{t('distributor.customPeriod')}</span> },
        ]}
      />
      {period.preset === 'custom' && (
        <span data-testid="dd-period-range">
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(period.from), dayjs(period.to)]}
            disabledDate={(d) => d.format('YYYY-MM-DD') > today}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (!from || !to) return;
              const next = { preset: 'custom' as const, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') };
              // The server counts at most 366 days: a longer pick keeps its end and starts 365 days before it.
              if (periodDays(next.from, next.to) > MAX_PERIOD_DAYS) next.from = dayjs(next.to).subtract(MAX_PERIOD_DAYS - 1, 'day').format('YYYY-MM-DD');
              apply(next);
            }}
          />
        </span>
      )}
    </Flex>
  );
}
