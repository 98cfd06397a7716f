// A drawn paper's rules in the exam editor: per rule the kind, 知识点 (with those below it) or any, difficulty or any,
// how many questions and the points of each; beside each rule how many questions of the bank it could take (the
// server's pool check, the rules above it having taken theirs), red when too few; the total.
import { Button, Flex, Form, InputNumber, Select, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { KIND_LABEL_KEYS, QUESTION_KINDS } from '../../../lib/exam';
import { examAdminQueries } from '../api';
import { DIFFICULTIES, categoryTree } from '../categories';
import { emptyRule, ruleToBody, rulesTotal, type RuleDraft } from '../examForm';

export interface ExamRulesEditorProps {
  /** The exam being edited (its author's bank is the pool), null for a new one. */
  examId: number | null;
}

const complete = (r: RuleDraft | undefined): r is RuleDraft =>
  !!r && Number.isInteger(r.count) && r.count >= 1 && r.count <= 200 && Number.isInteger(r.score) && r.score >= 1 && r.score <= 100;

export function ExamRulesEditor({ examId }: ExamRulesEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rules = (Form.useWatch('rules', form) as RuleDraft[] | undefined) ?? [];
  const categories = useQuery({ ...examAdminQueries.categories(), meta: { errorToast: 'examAdmin.categoriesFailed', serverMessage: true } });
  const sendable = rules.every(complete) && rules.length > 0;
  const pool = useQuery({ ...examAdminQueries.pool(sendable ? rules.map(ruleToBody) : [], examId), enabled: sendable });
  const tree = categoryTree(categories.data?.categories ?? []);

  return (
    <div data-testid="exam-rules">
      <Flex align="center" justify="space-between" className="sc-xa-items-head">
        <Typography.Text type="secondary">{t('examAdmin.rulesHint')}</Typography.Text>
        <span className="sc-xa-total sc-accent" data-testid="exam-form-total">
          {t('examAdmin.computedTotal', { score: rulesTotal(rules), count: rules.reduce((n, r) => n + (Number(r?.count) || 0), 0) })}
        </span>
      </Flex>
      <Form.List
        name="rules"
        rules={[{ validator: async (_, value: RuleDraft[] | undefined) => ((value ?? []).length > 0 ? undefined : Promise.reject(new Error(t('examAdmin.rulesRequired')))) }]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap="small">
            {fields.map((field, index) => {
              const available = pool.data?.rules[index];
              return (
                <Flex key={field.key} wrap align="flex-start" gap="small" className="sc-xa-rule" data-testid={`exam-rule-${index}`}>
                  <Form.Item name={[field.name, 'kind']} label={index === 0 ? t('examAdmin.ruleKind') : undefined} style={{ width: 110 }}>
                    <Select options={QUESTION_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL_KEYS[k]) }))} data-testid={`exam-rule-kind-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'categoryId']} label={index === 0 ? t('examAdmin.fieldCategory') : undefined} className="sc-form-grow">
                    <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll placeholder={t('examAdmin.ruleAnyCategory')} treeData={tree} data-testid={`exam-rule-category-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'difficulty']} label={index === 0 ? t('examAdmin.fieldDifficulty') : undefined} style={{ width: 100 }}>
                    <Select options={[{ value: 0, label: t('examAdmin.allDifficulties') }, ...DIFFICULTIES.map((d) => ({ value: d, label: t(`examAdmin.difficulty${d}`) }))]} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'count']} label={index === 0 ? t('examAdmin.ruleCount') : undefined} style={{ width: 90 }}>
                    <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} data-testid={`exam-rule-count-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'score']} label={index === 0 ? t('examAdmin.ruleScore') : undefined} style={{ width: 90 }}>
                    <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} data-testid={`exam-rule-score-${index}`} />
                  </Form.Item>
                  <Form.Item label={index === 0 ? ' ' : undefined} className="sc-xa-rule-pool">
                    <Flex align="center" gap="small">
                      {available && (
                        <Typography.Text type={available.enough ? 'secondary' : 'danger'} data-testid={`exam-rule-pool-${index}`}>
                          {t(available.enough ? 'examAdmin.rulePool' : 'examAdmin.rulePoolShort', { available: available.available })}
                        </Typography.Text>
                      )}
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('examAdmin.removeRule')} disabled={fields.length === 1} onClick={() => remove(field.name)} />
                    </Flex>
                  </Form.Item>
                </Flex>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add(emptyRule())} data-testid="exam-rule-add" style={{ alignSelf: 'flex-start' }}>
              {t('examAdmin.addRule')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </div>
  );
}
