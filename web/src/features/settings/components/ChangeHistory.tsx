// The settings' history (GET /api/v0/admin/settings/changes): the latest changes, newest first, as a compact table;
// long values are cut to one line and shown whole in a tooltip.
import { useMemo } from 'react';
import { Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import type { SettingChange } from '../../../lib/api-types';
import { formatDateTime } from '../../../lib/exam';
import { settingsQueries } from '../api';
import { SETTINGS, isSettingKey } from '../settings';

type Row = SettingChange & { rowKey: string };

const PAGE_SIZE = 10;

export function ChangeHistory() {
  const { t, i18n } = useTranslation();
  const changes = useQuery(settingsQueries.changes());
  // A change has no id of its own: its time, key and place in the answer make one.
  const rows = useMemo<Row[]>(() => (changes.data ?? []).map((c, i) => ({ ...c, rowKey: `${c.at}-${c.key}-${i}` })), [changes.data]);

  const value = (v: string | null | undefined, { key }: Row) => {
    if (v == null) {
      // A number never saved was its default until this change.
      const setting = isSettingKey(key) ? SETTINGS[key] : null;
      if (setting?.kind === 'number') return <span className="sc-muted">{t('siteSettings.defaultValue', { value: setting.initial })}</span>;
      return <span className="sc-muted">{t('siteSettings.notSet')}</span>;
    }
    if (v === '') return <span className="sc-muted">{t('siteSettings.emptyValue')}</span>;
    return (
      <Tooltip title={<div className="sc-st-tip">{v}</div>} placement="topLeft">
        <span>{v}</span>
      </Tooltip>
    );
  };

  const columns: TableColumnsType<Row> = [
    { title: t('siteSettings.historyKey'), dataIndex: 'key', width: 220, ellipsis: true, render: (key: string) => (isSettingKey(key) ? t(`siteSettings.${key}`) : key) },
    { title: t('siteSettings.historyFrom'), dataIndex: 'from', ellipsis: { showTitle: false }, render: value },
    { title: t('siteSettings.historyTo'), dataIndex: 'to', ellipsis: { showTitle: false }, render: value },
    { title: t('siteSettings.historyBy'), dataIndex: 'by', width: 140, ellipsis: true, render: (by: string | null | undefined) => by ?? <span className="sc-muted">{t('siteSettings.accountGone')}</span> },
    { title: t('siteSettings.historyAt'), dataIndex: 'at', width: 170, render: (at: number) => formatDateTime(at, i18n.language) },
  ];

  return (
    <Panel title={t('siteSettings.history')} subtitle={t('siteSettings.historyHint')} testId="settings-history">
      <Table<Row>
        size="small"
        rowKey="rowKey"
        columns={columns}
        dataSource={rows}
        loading={changes.isFetching}
        scroll={{ x: 760 }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': `settings-change-${row.key}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={changes.isError ? t('siteSettings.historyLoadFailed') : t('siteSettings.historyEmpty')} />,
        }}
      />
    </Panel>
  );
}
