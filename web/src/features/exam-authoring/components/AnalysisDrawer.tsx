// An exam's item analysis for its author: the paper's figures (attempts, mean, median, pass rate, reliability) and
// score distribution, then each question — facility, discrimination, point-biserial, how often each option was
// chosen (the key marked) — with a flag where it needs a look; the whole as an .xlsx workbook.
import { Alert, Button, Drawer, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Result } from '../../../components/Result';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { StatCards } from '../../../components/StatCards';
import { errorMessage } from '../../../lib/api';
import { formatScore } from '../../../lib/exam';
import { useApp } from '../../../lib/useApp';
import { examAdminApi, examAdminQueries } from '../api';
import { QuestionTypeTag } from './QuestionTypeTag';
import type { ItemAnalysis } from '../../../lib/api-types';

const FLAG_COLOR: Record<string, string> = { tooHard: 'volcano', tooEasy: 'gold', lowDiscrimination: 'orange', negativeDiscrimination: 'red' };

const fixed = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? '—' : v.toFixed(digits));
const percent = (v: number) => `${Math.round(v * 100)}%`;

export interface AnalysisDrawerProps {
  exam: { id: number; title: string } | null;
  onClose: () => void;
}

export function AnalysisDrawer({ exam, onClose }: AnalysisDrawerProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const analysis = useQuery({ ...examAdminQueries.analysis(exam?.id ?? 0), enabled: exam !== null });
  const data = analysis.data;

  const download = () =>
    exam &&
    examAdminApi.exportAnalysis(exam.id, `${t('examAdmin.analysisFile')}-${exam.title}.xlsx`).catch((error: unknown) => message.error(errorMessage(error, t('examAdmin.analysisFailed'))));

  const columns: TableColumnsType<ItemAnalysis> = [
    { title: '#', key: 'n', width: 44, render: (_, __, i) => i + 1 },
    {
      title: t('examAdmin.analysisQuestion'),
      key: 'question',
      render: (_, q) => (
        <Flex vertical gap={4}>
          <Flex gap={6} align="center" wrap>
            {q.type && <QuestionTypeTag question={{ type: q.type, metadata: { isMultiple: q.isMultiple } }} />}
            <Typography.Text ellipsis={{ tooltip: q.content }} style={{ maxWidth: 360 }}>
              {q.content}
            </Typography.Text>
          </Flex>
          {q.options.length > 0 && (
            <Flex vertical gap={2} className="sc-xa-options">
              {q.options.map((o) => {
                const share = q.n > 0 ? o.count / q.n : 0;
                return (
                  <Flex key={o.label} align="center" gap={6} className="sc-small" data-testid={`analysis-option-${q.questionId}-${o.label}`}>
                    <span className={o.correct ? 'sc-strong sc-xa-key' : 'sc-secondary'}>{o.label}</span>
                    <span className="sc-xa-bar" aria-hidden>
                      <span className={o.correct ? 'is-key' : ''} style={{ width: `${share * 100}%` }} />
                    </span>
                    <span className="sc-secondary">{t('examAdmin.analysisChosen', { count: o.count })}</span>
                  </Flex>
                );
              })}
              {q.unanswered > 0 && <span className="sc-muted sc-small">{t('examAdmin.analysisUnanswered', { count: q.unanswered })}</span>}
            </Flex>
          )}
        </Flex>
      ),
    },
    { title: t('examAdmin.analysisN'), key: 'count', width: 80, align: 'right', render: (_, q) => q.n },
    {
      title: <Tooltip title={t('examAdmin.analysisFacilityHint')}>{t('examAdmin.analysisFacility')}</Tooltip>,
      key: 'facility',
      width: 100,
      align: 'right',
      render: (_, q) => <span data-testid={`analysis-facility-${q.questionId}`}>{fixed(q.facility)}</span>,
    },
    {
      title: <Tooltip title={t('examAdmin.analysisDiscriminationHint')}>{t('examAdmin.analysisDiscrimination')}</Tooltip>,
      key: 'discrimination',
      width: 100,
      align: 'right',
      render: (_, q) => <span data-testid={`analysis-discrimination-${q.questionId}`}>{fixed(q.discrimination)}</span>,
    },
    {
      title: <Tooltip title={t('examAdmin.analysisPointBiserialHint')}>{t('examAdmin.analysisPointBiserial')}</Tooltip>,
      key: 'rpb',
      width: 100,
      align: 'right',
      responsive: ['md'],
      render: (_, q) => fixed(q.pointBiserial),
    },
    {
      title: t('examAdmin.analysisFlags'),
      key: 'flags',
      width: 150,
      render: (_, q) => (
        <Flex gap={4} wrap>
          {q.flags.map((f) => (
            <Tag key={f} color={FLAG_COLOR[f]}>
              {t(`examAdmin.flag_${f}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];

  const s = data?.summary;
  const peak = Math.max(1, ...(s?.histogram ?? [0]));
  return (
    <Drawer
      open={exam !== null}
      onClose={onClose}
      width="min(1100px, 100vw)"
      title={t('examAdmin.analysisTitle', { title: exam?.title ?? '' })}
      destroyOnHidden
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void download()} disabled={!s || s.attempts === 0} data-testid="analysis-export">
          {t('examAdmin.analysisExport')}
        </Button>
      }
    >
      {analysis.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : analysis.isError || !s ? (
        <Result status="error" title={t('examAdmin.analysisFailed')} />
      ) : s.attempts === 0 ? (
        <Empty description={t('examAdmin.analysisEmpty')} />
      ) : (
        <Flex vertical gap="large" data-testid="analysis">
          <StatCards
            cards={[
              { key: 'attempts', label: t('examAdmin.analysisAttempts'), value: s.attempts },
              { key: 'mean', label: t('examAdmin.analysisMean', { total: s.totalScore }), value: formatScore(Math.round(s.mean * 10) / 10) },
              { key: 'median', label: t('examAdmin.analysisMedian'), value: formatScore(s.median) },
              { key: 'pass', label: t('examAdmin.analysisPassRate', { pass: s.passScore }), value: percent(s.passRate), tone: 'success' },
              { key: 'alpha', label: t('examAdmin.analysisAlpha'), value: fixed(s.alpha), tone: 'warning' },
            ]}
          />
          <section aria-label={t('examAdmin.analysisDistribution')}>
            <Typography.Title level={5}>{t('examAdmin.analysisDistribution')}</Typography.Title>
            <Flex align="flex-end" gap={6} className="sc-xa-histogram" data-testid="analysis-histogram">
              {s.histogram.map((count, i) => (
                <Tooltip key={i} title={t('examAdmin.analysisBin', { from: i * 10, to: (i + 1) * 10, count })}>
                  <Flex vertical align="center" gap={4} className="sc-xa-histogram-col">
                    <span className="sc-small sc-secondary">{count}</span>
                    <span className="sc-xa-histogram-bar" style={{ height: `${(count / peak) * 100}%` }} />
                    <span className="sc-muted sc-small">{i * 10}</span>
                  </Flex>
                </Tooltip>
              ))}
            </Flex>
          </section>
          {s.alpha === null && <Alert type="info" showIcon message={t('examAdmin.analysisNoAlpha')} />}
          <Table<ItemAnalysis>
            rowKey="questionId"
            size="small"
            columns={columns}
            dataSource={data.items}
            pagination={false}
            scroll={{ x: 760 }}
            data-testid="analysis-items"
          />
        </Flex>
      )}
    </Drawer>
  );
}
