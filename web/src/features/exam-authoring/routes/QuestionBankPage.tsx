// The question bank for teachers (/teacher/topic-manager) and admins (/root/topic-repository): the 知识点 tree beside
// the list; search and filters by type, subject, difficulty and tag; create, edit, delete; move the selected questions
// to a 知识点; import from the Excel template or a Word paper; export the chosen 知识点 (or the bank) to the template.
import { useState } from 'react';
import { Button, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListPage } from '../../../components/ListPage';
import { RowActions } from '../../../components/RowActions';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { QUESTION_TYPES, formatDateTime, formatScore, subjectTabs } from '../../../lib/exam';
import { useApp } from '../../../lib/useApp';
import { STAFF_PAGE_SIZE, examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { DIFFICULTIES } from '../categories';
import { CategoryPanel, type CategoryKey } from '../components/CategoryPanel';
import { ImportDialog } from '../components/ImportDialog';
import { MoveDialog } from '../components/MoveDialog';
import { QuestionFormDialog } from '../components/QuestionFormDialog';
import { QuestionTypeTag } from '../components/QuestionTypeTag';
import '../examAuthoring.css';
import type { QuestionType, QuestionView } from '../../../lib/api-types';

/** ?category= as the tree's key: a topic's id, 'none', else all questions. */
function categoryKey(raw: string): CategoryKey {
  if (raw === 'none') return 'none';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 'all';
}

export default function QuestionBankPage() {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const { get, set, page } = useUrlState();
  const search = get('search');
  const rawType = get('type') as QuestionType;
  const type = QUESTION_TYPES.includes(rawType) ? rawType : undefined;
  const subject = get('subject');
  const category = categoryKey(get('category'));
  const difficulty = DIFFICULTIES.find((d) => String(d) === get('difficulty'));
  const tag = get('tag');
  const [dialog, setDialog] = useState<{ question: QuestionView | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);

  const list = useQuery({
    ...examAdminQueries.questions({
      search: search || undefined,
      type,
      subject: subject || undefined,
      categoryId: category === 'all' ? undefined : category === 'none' ? 0 : category,
      difficulty,
      tag: tag || undefined,
      page: page - 1,
    }),
    meta: { errorToast: 'examAdmin.questionsFailed', serverMessage: true },
  });
  const categoryList = useQuery({ ...examAdminQueries.categories(), meta: { errorToast: 'examAdmin.categoriesFailed', serverMessage: true } });
  const categories = categoryList.data?.categories ?? [];
  const pathOf = new Map(categories.map((c) => [c.id, c.path]));
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteQuestion(id));

  const subjects = subjectTabs(list.data?.subjects);
  const selectedCategory = typeof category === 'number' ? category : undefined;

  const exportBank = async () => {
    try {
      await examAdminApi.exportQuestions(selectedCategory, '题库.xlsx');
    } catch (error) {
      message.error(errorMessage(error, t('examAdmin.exportFailed')));
    }
  };

  const columns: TableColumnsType<QuestionView> = [
    { title: t('examAdmin.colType'), key: 'type', width: 100, render: (_, q) => <QuestionTypeTag question={q} /> },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, q) => (
        <>
          <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: q.content }}>
            {q.content}
          </Typography.Paragraph>
          {q.tags.length > 0 && (
            <Space size={[0, 4]} wrap className="sc-xa-tags">
              {q.tags.map((name) => (
                <Tag key={name} bordered={false}>
                  {name}
                </Tag>
              ))}
            </Space>
          )}
        </>
      ),
    },
    {
      title: t('examAdmin.colCategory'),
      key: 'category',
      width: 170,
      responsive: ['lg'],
      render: (_, q) => (q.categoryId ? pathOf.get(q.categoryId) ?? '—' : '—'),
    },
    { title: t('examAdmin.colDifficulty'), key: 'difficulty', width: 70, render: (_, q) => t(`examAdmin.difficulty${q.difficulty}`) },
    { title: t('examAdmin.colSubject'), key: 'subject', width: 130, responsive: ['xl'], render: (_, q) => q.subject || '—' },
    { title: t('examAdmin.colScore'), key: 'score', width: 70, align: 'right', render: (_, q) => formatScore(q.score) },
    { title: t('examAdmin.colCreated'), key: 'created', width: 170, responsive: ['xxl'], render: (_, q) => formatDateTime(q.createdAt, i18n.language) },
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
      actions={
        <>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="question-import">
            {t('examAdmin.importQuestions')}
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => void exportBank()} data-testid="question-export">
            {t('examAdmin.exportQuestions')}
          </Button>
        </>
      }
      create={{ label: t('examAdmin.createQuestion'), onClick: () => setDialog({ question: null }) }}
      aside={<CategoryPanel categories={categories} selected={category} onSelect={(key) => set({ category: key === 'all' ? null : String(key), page: null })} />}
      list={list}
      rows={list.data?.questions}
      columns={columns}
      pageSize={STAFF_PAGE_SIZE}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true }}
      empty={{ text: t('examAdmin.emptyQuestions'), noMatch: t('examAdmin.noMatch'), clear: t('examAdmin.clearFilters') }}
      filters={['search', 'type', 'subject', 'category', 'difficulty', 'tag']}
      toolbar={
        <Flex wrap gap="small" className="sc-xa-filters">
          <SearchBox placeholder={t('examAdmin.searchQuestions')} data-testid="question-search" />
          <Select
            value={type ?? ''}
            onChange={(v) => set({ type: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allTypes') }, ...QUESTION_TYPES.map((qt) => ({ value: qt, label: t(`examAdmin.type${qt}`) }))]}
            style={{ width: 130 }}
            data-testid="question-type-filter"
          />
          <Select
            value={difficulty ?? 0}
            onChange={(v) => set({ difficulty: v ? String(v) : null, page: null })}
            options={[{ value: 0, label: t('examAdmin.allDifficulties') }, ...DIFFICULTIES.map((d) => ({ value: d, label: t(`examAdmin.difficulty${d}`) }))]}
            style={{ width: 120 }}
            data-testid="question-difficulty-filter"
          />
          <Select
            value={tag}
            onChange={(v) => set({ tag: v || null, page: null })}
            showSearch
            options={[{ value: '', label: t('examAdmin.allTags') }, ...(list.data?.tags ?? []).map((name) => ({ value: name, label: name }))]}
            style={{ width: 130 }}
            data-testid="question-tag-filter"
          />
          <Select
            value={subject}
            onChange={(v) => set({ subject: v, page: null })}
            options={[{ value: '', label: t('examAdmin.allSubjects') }, ...subjects.map((s) => ({ value: s, label: s }))]}
            style={{ width: 140 }}
            data-testid="question-subject-filter"
          />
          {selected.length > 0 && (
            <Button onClick={() => setMoving(true)} data-testid="question-move">
              {t('examAdmin.moveSelected', { count: selected.length })}
            </Button>
          )}
        </Flex>
      }
    >
      <QuestionFormDialog
        open={dialog !== null}
        question={dialog?.question}
        subjects={subjects}
        defaultSubject={subject}
        categories={categories}
        defaultCategory={selectedCategory ?? null}
        onClose={() => setDialog(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <MoveDialog
        open={moving}
        ids={selected}
        categories={categories}
        onClose={(moved) => {
          setMoving(false);
          if (moved) setSelected([]);
        }}
      />
    </ListPage>
  );
}
