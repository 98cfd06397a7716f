// The file center's toolbar: the source filter and the search (both kept in the URL).
import { Flex, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { SearchBox } from '../../../components/SearchBox';
import { FILE_SOURCES } from '../files';
import { useSourceLabel } from './fileColumns';

export function FileToolbar({ source, onSource }: { source: string | undefined; onSource: (source: string) => void }) {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  return (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <Select
        value={source ?? ''}
        onChange={onSource}
        options={[{ value: '', label: t('fileCenter.sources.all') }, ...FILE_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }))]}
        aria-label={t('fileCenter.sourceFilter')}
        className="fc-source-select"
        popupMatchSelectWidth={false}
        data-testid="file-source-filter"
      />
      <SearchBox param="q" placeholder={t('fileCenter.searchPlaceholder')} data-testid="file-search" />
    </Flex>
  );
}
