// The exam's paper in the editor: the computed total, 选择题目, the picked questions with points each (or removed), and
// the paper's error.
import type { Dispatch, SetStateAction } from 'react';
import { Button, Empty, Flex, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { QuestionTypeTag } from './QuestionTypeTag';
import type { ExamItemDraft } from '../examForm';

interface ExamItemsTableProps {
  items: ExamItemDraft[];
  setItems: Dispatch<SetStateAction<ExamItemDraft[]>>;
  total: number;
  error: string | null;
  onPick: () => void;
}

export function ExamItemsTable({ items, setItems, total, error, onPick }: ExamItemsTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ExamItemDraft> = [
    { title: '#', key: 'index', width: 44, render: (_, _i, index) => index + 1 },
    { title: t('examAdmin.colType'), key: 'type', width: 96, render: (_, i) => (i.question ? <QuestionTypeTag question={i.question} /> : '—') },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, i) => (
        <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: i.question?.content }}>
          {i.question?.content ?? `#${i.questionId}`}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('examAdmin.colScore'),
      key: 'score',
      width: 110,
      render: (_, item) => (
        <InputNumber
          size="small"
          min={1}
          max={100}
          step={1}
          precision={0}
          value={item.score}
          status={item.score > 0 ? undefined : 'error'}
          onChange={(v) => setItems((all) => all.map((x) => (x.questionId === item.questionId ? { ...x, score: Number(v ?? 0) } : x)))}
          data-testid={`exam-item-score-${item.questionId}`}
        />
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, item) => (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('examAdmin.removeItem')}
          onClick={() => setItems((all) => all.filter((x) => x.questionId !== item.questionId))}
        />
      ),
    },
  ];

  return (
    <>
      <Flex align="center" justify="space-between" gap="var(--sc-space-sm)" className="sc-xa-items-head">
        <Flex align="baseline" gap="var(--sc-space-sm)">
          <span className="sc-strong">{t('examAdmin.fieldItems')}</span>
          <span className="sc-xa-total sc-accent" data-testid="exam-form-total">
            {t('examAdmin.computedTotal', { score: total, count: items.length })}
          </span>
        </Flex>
        <Button icon={<PlusOutlined />} onClick={onPick} data-testid="exam-form-pick">
          {t('examAdmin.pickQuestions')}
        </Button>
      </Flex>
      <Table<ExamItemDraft>
        rowKey="questionId"
        size="small"
        columns={columns}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examAdmin.noItems')} /> }}
      />
      {error && (
        <div className="ant-form-item-explain-error" style={{ marginTop: 6 }} role="alert">
          {error}
        </div>
      )}
    </>
  );
}
