// The audit log's toolbar, kept in the URL: the person (part of their name), the kind and the period (first and last
// day, both included). Each change goes back to page 1.
import { DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { isDate } from '../../../lib/calendar';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { AUDIT_KINDS, kindChange, kindLabel, periodChange, type AuditFilter } from '../auditLog';

const DAY = 'YYYY-MM-DD';

export function AuditToolbar({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const { set } = useUrlState();
  // A day the address names that is no date stays out of the picker (the server's refusal says so).
  const day = (value: string | undefined) => (isDate(value) ? dayjs(value) : null);
  const [first, last] = [day(filter.from), day(filter.to)];

  return (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <SearchBox param="actor" placeholder={t('auditLog.actorPlaceholder')} aria-label={t('auditLog.actorFilter')} data-testid="audit-actor-filter" />
      <Select
        value={filter.kind ?? ''}
        onChange={(value: string) => set(kindChange(value))}
        options={[{ value: '', label: t('auditLog.allKinds') }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))]}
        aria-label={t('auditLog.kindFilter')}
        className="al-kind-select"
        popupMatchSelectWidth={false}
        data-testid="audit-kind-filter"
      />
      <span className="al-period" data-testid="audit-date-filter">
        <DatePicker.RangePicker
          value={first || last ? [first, last] : null}
          format={DAY}
          allowEmpty={[true, true]}
          placeholder={[t('auditLog.dateStart'), t('auditLog.dateEnd')]}
          aria-label={t('auditLog.dateFilter')}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(range) => set(periodChange(range?.[0]?.format(DAY), range?.[1]?.format(DAY)))}
        />
      </span>
    </Flex>
  );
}
