// The storage bar above the list: bytes on storage, then each source's files and bytes with its share; a source is a
// link that filters the list by it (the chosen one leads back to all sources).
import { Flex, Progress, Skeleton, Tooltip } from 'antd';
import { CloudServerOutlined, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatFileSize } from '../../../lib/privateFile';
import { PRIVATE_SOURCES, fileListSearch, sourceUsage, type FileListQuery, type FileSource } from '../files';
import type { StorageView } from '../../../lib/api-types';

/** Each source's hue: the hex of its tag's antd preset colour (SOURCE_COLORS), for the dot, the bar and the frame. */
const HUES: Record<FileSource, string> = {
  avatar: '#13c2c2',
  cover: '#1677ff',
  course: '#722ed1',
  material: '#fa8c16',
  payment: '#faad14',
};

export function StorageSummary({ storage, query }: { storage: StorageView | undefined; query: FileListQuery }) {
  const { t } = useTranslation();
  const usage = sourceUsage(storage?.bySource);
  const files = usage.reduce((sum, u) => sum + u.count, 0);

  return (
    <section className="sc-panel fc-summary" data-testid="file-storage" aria-label={t('fileCenter.storageTitle')}>
      <Flex vertical justify="center" gap={4} className="fc-summary-total">
        <span className="sc-secondary">
          <CloudServerOutlined /> {t('fileCenter.storedBytes')}
        </span>
        {storage ? (
          <>
            <strong className="fc-summary-value" data-testid="storage-total">
              {formatFileSize(storage.storedBytes)}
            </strong>
            <span className="sc-small sc-muted">{t('fileCenter.storedHint', { count: files })}</span>
          </>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
        )}
      </Flex>
      <div className="fc-summary-sources">
        {usage.map((u) => {
          const active = query.source === u.source;
          const search = fileListSearch({ ...query, page: 0, source: active ? undefined : u.source });
          return (
            <Link
              key={u.source}
              to={{ search: search ? `?${search}` : '' }}
              className={`fc-source${active ? ' is-active' : ''}`}
              style={{ '--fc-hue': HUES[u.source] } as React.CSSProperties}
              aria-current={active ? 'true' : undefined}
              data-testid={`storage-source-${u.source}`}
            >
              <Flex align="center" justify="space-between" gap={4}>
                <span className="fc-source-label sc-ellipsis">
                  <span className="fc-dot" aria-hidden="true" />
                  {t(`fileCenter.sources.${u.source}`)}
                </span>
                {PRIVATE_SOURCES.includes(u.source) && (
                  <Tooltip title={t('fileCenter.privateSource')}>
                    <LockOutlined className="sc-muted" aria-label={t('fileCenter.privateSource')} />
                  </Tooltip>
                )}
              </Flex>
              {storage ? (
                <>
                  <div className="fc-source-count">{t('fileCenter.fileCount', { count: u.count })}</div>
                  <div className="sc-small sc-muted">{formatFileSize(u.bytes)}</div>
                  <Progress percent={u.share} showInfo={false} size="small" strokeColor={HUES[u.source]} className="fc-source-bar" aria-label={`${u.share}%`} />
                </>
              ) : (
                <Skeleton active title={false} paragraph={{ rows: 2, width: ['70%', '50%'] }} />
              )}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
