// Picks questions from the bank for a paper: search and filters, selection kept across pages, questions already on the paper locked.
import { useState } from 'react';
import { Flex, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { QUESTION_TYPES, formatScore, subjectTabs } from '../../../lib/exam';
import { STAFF_PAGE_SIZE, examAdminQueries } from '../api';
import { QuestionTypeTag } from './QuestionTypeTag';
import type { QuestionType, QuestionView } from '../../../lib/api-types';

export interface QuestionPickerProps {
  open: boolean;
  /** Questions already on the paper. */
  taken: number[];
  /** Start filtered to the exam's subject. */
  subject?: string;
  onPick: (questions: QuestionView[]) => void;
  onClose: () => void;
}

export function QuestionPicker({ open, taken, subject: initialSubject, onPick, onClose }: QuestionPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const [subject, setSubject] = useState(initialSubject ?? '');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, QuestionView>>(new Map());

  const list = useQuery({
    ...examAdminQueries.questions({ search: search || undefined, type: type || undefined, subject: subject || undefined, page: page - 1 }),
    enabled: open,
  });

  const columns: TableColumnsType<QuestionView> = [
    { title: t('examAdmin.colType'), key: 'type', width: 96, render: (_, q) => <QuestionTypeTag question={q} /> },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, q) => (
        <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: q.content }}>
          {q.content}
        </Typography.Paragraph>
      ),
    },
    { title: t('examAdmin.colSubject'), key: 'subject', width: 120, render: (_, q) => q.subject || '—' },
    { title: t('examAdmin.colScore'), key: 'score', width: 70, align: 'right', render: (_, q) => formatScore(q.score) },
  ];

  const reset = () => {
    setPicked(new Map());
    setPage(1);
  };

  return (
    <Modal
      open={open}
      title={t('examAdmin.pickerTitle')}
      width={860}
      okText={`${t('examAdmin.pickerOk')}（${t('examAdmin.pickerSelected', { count: picked.size })}）`}
      cancelText={t('examAdmin.cancel')}
      okButtonProps={{ disabled: picked.size === 0, ...({ 'data-testid': 'picker-ok' } as object) }}
      onOk={() => {
        onPick(Array.from(picked.values()));
        reset();
      }}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Flex wrap gap="small" className="sc-xa-filters">
        <Input.Search
          allowClear
          placeholder={t('examAdmin.searchQuestions')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          className="sc-search"
          data-testid="picker-search"
        />
        <Select
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={[{ value: '', label: t('examAdmin.allTypes') }, ...QUESTION_TYPES.map((qt) => ({ value: qt, label: t(`examAdmin.type${qt}`) }))]}
          style={{ width: 150 }}
        />
        <Select
          value={subject}
          onChange={(v) => {
            setSubject(v);
            setPage(1);
          }}
          options={[{ value: '', label: t('examAdmin.allSubjects') }, ...subjectTabs([...(list.data?.subjects ?? []), initialSubject]).map((s) => ({ value: s, label: s }))]}
          style={{ width: 150 }}
        />
      </Flex>
      <Table<QuestionView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.questions ?? []}
        loading={list.isFetching}
        onRow={(q) => ({ 'data-testid': `picker-row-${q.id}` }) as React.HTMLAttributes<HTMLElement>}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...taken, ...picked.keys()],
          getCheckboxProps: (q) => ({ disabled: taken.includes(q.id) }),
          onChange: (_keys, rows) => {
            const next = new Map(picked);
            // Rows of the visible page decide; picks on other pages stay.
            for (const q of list.data?.questions ?? []) next.delete(q.id);
            for (const q of rows) if (q && !taken.includes(q.id)) next.set(q.id, q);
            setPicked(next);
          },
        }}
        pagination={{
          current: page,
          pageSize: STAFF_PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
