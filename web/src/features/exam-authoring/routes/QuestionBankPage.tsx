// The question bank for teachers (/teacher/topic-manager) and admins (/root/topic-repository): search, filter, create, edit, delete.
import { useState } from 'react';
import { Button, Select, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { QUESTION_TYPES, formatDateTime, formatScore, subjectTabs } from '../../../lib/exam';
import { STAFF_PAGE_SIZE, examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { QuestionFormDialog } from '../components/QuestionFormDialog';
import { QuestionTypeTag } from '../components/QuestionTypeTag';
import '../examAuthoring.css';
import type { QuestionType, QuestionView } from '../../../lib/api-types';

export default function QuestionBankPage() {
  const { t, i18n } = useTranslation();
  const { get, set, page } = useUrlState();
  const search = get('search');
  const rawType = get('type') as QuestionType;
  const type = QUESTION_TYPES.includes(rawType) ? rawType : undefined;
  const subject = get('subject');
  const [dialog, setDialog] = useState<{ question: QuestionView | null } | null>(null);

  const list = useQuery({
    ...examAdminQueries.questions({ search: search || undefined, type, subject: subject || undefined, page: page - 1 }),
    meta: { errorToast: 'examAdmin.questionsFailed', serverMessage: true },
  });
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteQuestion(id));

  const subjects = subjectTabs(list.data?.subjects);
  const filtered = Boolean(search || type || subject);

  const columns: TableColumnsType<QuestionView> = [
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
        <RowActions
          testId="question"
          id={q.id}
          onEdit={() => setDialog({ question: q })}
          remove={{ confirm: t('examAdmin.deleteQuestionConfirm'), call: () => remove.mutateAsync(q.id), done: t('examAdmin.deleted'), failed: t('examAdmin.deleteFailed') }}
        />
      ),
    },
  ];

  return (
    <div data-testid="question-bank">
      <PageHeader
        title={t('examAdmin.bankTitle')}
        subtitle={t('examAdmin.bankSubtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ question: null })} data-testid="question-create">
            {t('examAdmin.createQuestion')}
          </Button>
        }
      />

      <ListTable<QuestionView>
        list={list}
        rows={list.data?.questions}
        columns={columns}
        pageSize={STAFF_PAGE_SIZE}
        totalText={(n) => t('examAdmin.total', { count: n })}
        rowTestId="question-row"
        empty={filtered ? { text: t('examAdmin.noMatch'), clear: { label: t('examAdmin.clearFilters'), onClick: () => set({ search: null, type: null, subject: null, page: null }) } } : { text: t('examAdmin.emptyQuestions') }}
      >
        <div className="sc-xa-filters">
          <SearchBox placeholder={t('examAdmin.searchQuestions')} data-testid="question-search" />
          <Select
            value={type ?? ''}
            onChange={(v) => set({ type: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allTypes') }, ...QUESTION_TYPES.map((qt) => ({ value: qt, label: t(`examAdmin.type${qt}`) }))]}
            className="sc-xa-select"
            data-testid="question-type-filter"
          />
          <Select
            value={subject}
            onChange={(v) => set({ subject: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allSubjects') }, ...subjects.map((s) => ({ value: s, label: s }))]}
            className="sc-xa-select"
            data-testid="question-subject-filter"
          />
        </div>
      </ListTable>

      <QuestionFormDialog open={dialog !== null} question={dialog?.question} subjects={subjects} defaultSubject={subject} onClose={() => setDialog(null)} />
    </div>
  );
}
