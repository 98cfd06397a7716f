// The question bank for teachers (/teacher/topic-manager) and admins (/root/topic-repository): search, filter, create, edit, delete.
import { useState } from 'react';
import { Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/ListPage';
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
    <ListPage<QuestionView>
      entity="question"
      title={t('examAdmin.bankTitle')}
      subtitle={t('examAdmin.bankSubtitle')}
      create={{ label: t('examAdmin.createQuestion'), onClick: () => setDialog({ question: null }) }}
      list={list}
      rows={list.data?.questions}
      columns={columns}
      pageSize={STAFF_PAGE_SIZE}
      empty={{ text: t('examAdmin.emptyQuestions'), noMatch: t('examAdmin.noMatch'), clear: t('examAdmin.clearFilters') }}
      filters={['search', 'type', 'subject']}
      toolbar={
        <Flex wrap gap="small" className="sc-xa-filters">
          <SearchBox placeholder={t('examAdmin.searchQuestions')} data-testid="question-search" />
          <Select
            value={type ?? ''}
            onChange={(v) => set({ type: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allTypes') }, ...QUESTION_TYPES.map((qt) => ({ value: qt, label: t(`examAdmin.type${qt}`) }))]}
            style={{ width: 150 }}
            data-testid="question-type-filter"
          />
          <Select
            value={subject}
            onChange={(v) => set({ subject: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allSubjects') }, ...subjects.map((s) => ({ value: s, label: s }))]}
            style={{ width: 150 }}
            data-testid="question-subject-filter"
          />
        </Flex>
      }
    >
      <QuestionFormDialog open={dialog !== null} question={dialog?.question} subjects={subjects} defaultSubject={subject} onClose={() => setDialog(null)} />
    </ListPage>
  );
}
