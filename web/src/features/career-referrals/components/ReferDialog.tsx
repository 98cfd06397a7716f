// Refer a learner: choose an open position, find the learner among those who qualify (a row per learner × course, with
// what qualifies them: a certificate, the exam passed, or every lesson done), add notes, and refer. The learner is told
// in the message center. The server's refusals (closed position, already referred, not qualified) show on their field.
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, SafetyCertificateOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { useDiscardGuard } from '../../../components/useDiscardGuard';
import { errorMessage } from '../../../lib/api';
import { REFERRAL_NOTES_MAX, formRules, referralRules } from '../../../lib/validation';
import { CANDIDATE_PAGE_SIZE, POSITION_CHOICES, careerApi, careerQueries, useCareerMutation } from '../api';
import { candidateKey, qualificationOf } from '../career';
import type { CandidateView, ReferralBody } from '../../../lib/api-types';

interface Values {
  positionId?: number;
  /** `${userId}-${courseId}` of the chosen candidate row. */
  candidate?: string;
  notes?: string;
}

/** The server names the learner and the course; the form has one field for both. */
const formField = (name: string) => (name === 'userId' || name === 'courseId' ? 'candidate' : ['positionId', 'notes'].includes(name) ? name : null);

export function Qualification({ c }: { c: CandidateView }) {
  const { t } = useTranslation();
  const q = qualificationOf(c);
  if (q.key === 'certificate')
    return (
      <Tag bordered={false} color="gold" icon={<SafetyCertificateOutlined />} className="cr-qualification">
        {t('career.qualification.certificate', { number: q.number })}
      </Tag>
    );
  if (q.key === 'examPassed')
    return (
      <Tag bordered={false} color="green" icon={<TrophyOutlined />} className="cr-qualification">
        {t('career.qualification.examPassed')}
      </Tag>
    );
  return (
    <Tag bordered={false} color="blue" icon={<CheckCircleOutlined />} className="cr-qualification">
      {t('career.qualification.lessonsDone')}
    </Tag>
  );
}

/** The candidate list as a form control: its value is the chosen row's key. */
function CandidatePicker({ value, onChange, onPick }: { value?: string; onChange?: (key: string) => void; onPick: (c: CandidateView) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery(careerQueries.candidates(q, page));

  const columns: TableColumnsType<CandidateView> = [
    {
      title: t('career.colLearner'),
      key: 'learner',
      render: (_, c) => (
        <Flex vertical className="cr-cell">
          <span className="sc-strong">{c.name || c.username}</span>
          <span className="sc-muted sc-small">{[c.name ? c.username : null, c.phone].filter(Boolean).join(' · ')}</span>
        </Flex>
      ),
    },
    {
      title: t('career.colCourse'),
      key: 'course',
      render: (_, c) => (
        <Flex vertical className="cr-cell">
          <span>{c.courseName}</span>
          <span className="sc-muted sc-small">{t('career.lessonsProgress', { done: c.lessonsDone, total: c.lessonsTotal })}</span>
        </Flex>
      ),
    },
    { title: t('career.colQualification'), key: 'qualification', render: (_, c) => <Qualification c={c} /> },
  ];

  const pick = (c: CandidateView) => {
    onChange?.(candidateKey(c));
    onPick(c);
  };

  return (
    <Flex vertical gap="small">
      <Input.Search
        allowClear
        value={draft}
        placeholder={t('career.candidateSearch')}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value === '' && q) {
            setQ('');
            setPage(0);
          }
        }}
        onSearch={(text) => {
          setQ(text.trim());
          setPage(0);
        }}
        data-testid="candidate-search"
      />
      {list.isError ? (
        <Alert type="error" showIcon message={t('career.candidatesFailed')} description={errorMessage(list.error)} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<CandidateView>
          size="small"
          rowKey={candidateKey}
          columns={columns}
          dataSource={list.data?.candidates ?? []}
          loading={list.isFetching}
          rowSelection={{ type: 'radio', selectedRowKeys: value ? [value] : [], onChange: (_keys, rows) => rows[0] && pick(rows[0]) }}
          onRow={(c) => ({ onClick: () => pick(c), 'data-testid': `candidate-row-${candidateKey(c)}` }) as React.HTMLAttributes<HTMLElement>}
          rowClassName="sc-clickable-row"
          locale={{ emptyText: t('career.candidatesEmpty') }}
          scroll={{ x: 560 }}
          pagination={{
            current: page + 1,
            pageSize: CANDIDATE_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            size: 'small',
            showTotal: (n) => t('career.candidatesTotal', { count: n }),
            onChange: (p) => setPage(p - 1),
          }}
          data-testid="candidate-table"
        />
      )}
    </Flex>
  );
}

export function ReferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard();
  const [chosen, setChosen] = useState<CandidateView | null>(null);
  const positions = useQuery({ ...careerQueries.positions({ status: 'open', page: 0, size: POSITION_CHOICES }), enabled: open });
  const refer = useCareerMutation((body: ReferralBody) => careerApi.refer(body));
  const close = () => {
    setChosen(null);
    onClose();
  };

  useEffect(() => {
    if (!open) return;
    guard.reset();
    form.resetFields();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !chosen || values.positionId === undefined) return;
    const notes = (values.notes ?? '').trim();
    try {
      await refer.mutateAsync({ positionId: values.positionId, userId: chosen.userId, courseId: chosen.courseId, ...(notes ? { notes } : {}) });
      message.success(t('career.referred'));
      guard.reset();
      close();
    } catch (error) {
      setFieldErrors(form, error, formField);
      message.error(errorMessage(error, t('career.referFailed')));
    }
  };

  const openPositions = positions.data?.positions ?? [];
  return (
    <Modal
      open={open}
      title={t('career.referTitle')}
      onCancel={() => guard.confirmClose(close)}
      width={760}
      destroyOnHidden
      maskClosable={false}
      data-testid="refer-dialog"
      footer={
        <Space wrap>
          <Button onClick={() => guard.confirmClose(close)}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => void submit()} loading={refer.isPending} data-testid="refer-submit">
            {t('career.referSubmit')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" preserve={false} onValuesChange={guard.markDirty}>
        <Form.Item
          name="positionId"
          label={t('career.position')}
          rules={formRules(referralRules, 'positionId', t)}
          required
          extra={positions.isSuccess && openPositions.length === 0 ? t('career.noOpenPositions') : undefined}
        >
          <Select<number>
            showSearch
            optionFilterProp="label"
            loading={positions.isPending}
            placeholder={t('career.positionPlaceholder')}
            options={openPositions.map((p) => ({ value: p.id, label: t('career.positionOption', { company: p.company, title: p.title, city: p.city }) }))}
            data-testid="refer-position"
          />
        </Form.Item>
        <Form.Item
          name="candidate"
          label={t('career.candidate')}
          rules={formRules(referralRules, 'candidate', t)}
          required
          extra={chosen ? <span data-testid="refer-chosen">{t('career.chosenCandidate', { learner: chosen.name || chosen.username, course: chosen.courseName })}</span> : t('career.candidateHint')}
        >
          <CandidatePicker onPick={setChosen} />
        </Form.Item>
        <Form.Item name="notes" label={t('career.notes')} rules={formRules(referralRules, 'notes', t)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={REFERRAL_NOTES_MAX} showCount placeholder={t('career.notesPlaceholder')} data-testid="refer-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
