// The question bank for teachers (/teacher/topic-manager) and admins (/root/topic-repository): search, filter, create, edit, delete.
import { useEffect, useState } from 'react';
import { App, Button, Empty, Input, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { QUESTION_TYPES, formatDateTime, formatScore, subjectTabs, type QuestionType } from '../../../lib/exam';
import { STAFF_PAGE_SIZE, examAdminApi, examAdminQueries, useExamAdminMutation, type Question } from '../api';
import { QuestionFormDialog } from '../components/QuestionFormDialog';
import { QuestionTypeTag } from '../components/QuestionTypeTag';
import '../examAuthoring.css';

export default function QuestionBankPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const rawType = params.get('type') as QuestionType | null;
  const type = rawType && QUESTION_TYPES.includes(rawType) ? rawType : undefined;
  const subject = params.get('subject')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    setDraftFor(search);
    setDraft(search);
  }
  const [dialog, setDialog] = useState<{ question: Question | null } | null>(null);

  const list = useQuery(examAdminQueries.questions({ search: search || undefined, type, subject: subject || undefined, page: page - 1 }));
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteQuestion(id));

  useEffect(() => {
    if (list.isError) message.error({ content: errorMessage(list.error, t('examAdmin.questionsFailed')), key: 'questions-failed' });
  }, [list.isError, list.error, message, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const confirmDelete = (q: Question) =>
    modal.confirm({
      title: t('examAdmin.delete'),
      content: t('examAdmin.deleteQuestionConfirm'),
      okText: t('examAdmin.delete'),
      okButtonProps: { danger: true },
      cancelText: t('examAdmin.cancel'),
      onOk: () =>
        remove.mutateAsync(q.id).then(
          () => message.success(t('examAdmin.deleted')),
          (error: unknown) => message.error(errorMessage(error, t('examAdmin.deleteFailed'))),
        ),
    });

  const subjects = subjectTabs(list.data?.subjects);
  const filtered = Boolean(search || type || subject);

  const columns: TableColumnsType<Question> = [
    { title: t('examAdmin.colType'), key: 'type', width: 100, render: (_, q) => <QuestionTypeTag question={q} /> },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, q) => (
        <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: q.content }}>
          {q.content}
        </Typography.Paragraph>
      ),
    },
    { title: t('examAdmin.colSubject'), key: 'subject', width: 170, responsive: ['md'], render: (_, q) => q.subject || '—' },
    { title: t('examAdmin.colScore'), key: 'score', width: 80, align: 'right', render: (_, q) => formatScore(q.score) },
    { title: t('examAdmin.colCreated'), key: 'created', width: 170, responsive: ['xl'], render: (_, q) => formatDateTime(q.createdAt, i18n.language) },
    {
      title: t('examAdmin.colActions'),
      key: 'actions',
      width: 110,
      render: (_, q) => (
        <Space size={4}>
          <Tooltip title={t('examAdmin.edit')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ question: q })} aria-label={t('examAdmin.edit')} data-testid={`question-edit-${q.id}`} />
          </Tooltip>
          <Tooltip title={t('examAdmin.delete')}>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(q)} aria-label={t('examAdmin.delete')} data-testid={`question-delete-${q.id}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="sc-xa" data-testid="question-bank">
      <div className="sc-xa-head">
        <div>
          <h1 className="sc-xa-title">{t('examAdmin.bankTitle')}</h1>
          <p className="sc-xa-subtitle">{t('examAdmin.bankSubtitle')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ question: null })} data-testid="question-create">
          {t('examAdmin.createQuestion')}
        </Button>
      </div>

      <div className="sc-xa-panel">
        <div className="sc-xa-filters">
          <Input.Search
            allowClear
            placeholder={t('examAdmin.searchQuestions')}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value === '' && search) update({ search: null });
            }}
            onSearch={(v) => update({ search: v.trim() || null })}
            className="sc-xa-search"
            data-testid="question-search"
          />
          <Select
            value={type ?? ''}
            onChange={(v) => update({ type: v || null })}
            options={[{ value: '', label: t('examAdmin.allTypes') }, ...QUESTION_TYPES.map((qt) => ({ value: qt, label: t(`examAdmin.type${qt}`) }))]}
            className="sc-xa-select"
            data-testid="question-type-filter"
          />
          <Select
            value={subject}
            onChange={(v) => update({ subject: v || null })}
            options={[{ value: '', label: t('examAdmin.allSubjects') }, ...subjects.map((s) => ({ value: s, label: s }))]}
            className="sc-xa-select"
            data-testid="question-subject-filter"
          />
        </div>
        <Table<Question>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.questions ?? []}
          loading={list.isFetching}
          onRow={(q) => ({ 'data-testid': `question-row-${q.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('examAdmin.noMatch') : t('examAdmin.emptyQuestions')}>
                {filtered && <Button onClick={() => update({ search: null, type: null, subject: null })}>{t('examAdmin.clearFilters')}</Button>}
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: STAFF_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (n) => t('examAdmin.total', { count: n }),
            onChange: (p) => update({ page: p > 1 ? String(p) : null }),
          }}
        />
      </div>

      <QuestionFormDialog open={dialog !== null} question={dialog?.question} subjects={subjects} defaultSubject={subject} onClose={() => setDialog(null)} />
    </div>
  );
}
