// Import questions from the Excel template or a Word paper: choose a file (uploaded as a private import file), read
// the server's preview (every question with its errors in Chinese, the 知识点 it will create), and import all of
// them in one go — only when none has an error.
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import { errorMessage, refusalText } from '../../../lib/api';
import { KIND_LABEL_KEYS, questionKind } from '../../../lib/exam';
import { UPLOAD_MAX_MB, uploadFile } from '../../../lib/upload';
import { examAdminApi, useExamAdminMutation } from '../api';
import type { QuestionImportRow, QuestionImportView } from '../../../lib/api-types';

const ACCEPT = '.xlsx,.docx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<{ fileId: number; name: string; view: QuestionImportView } | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const commit = useExamAdminMutation((fileId: number) => examAdminApi.importQuestions(fileId));

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_MB['question-import'] * 1024 * 1024) {
      message.error(t('upload.tooLarge', { max: UPLOAD_MAX_MB['question-import'] }));
      return;
    }
    setReading(true);
    try {
      const uploaded = await uploadFile(file, 'question-import');
      const view = await examAdminApi.previewImport(uploaded.id);
      setPreview({ fileId: uploaded.id, name: file.name, view });
      setOnlyErrors(view.errorCount > 0);
    } catch (error) {
      setPreview(null);
      message.error(errorMessage(error, t('examAdmin.importFailed')));
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    if (!preview) return;
    try {
      const done = await commit.mutateAsync(preview.fileId);
      message.success(t('examAdmin.imported', { count: done.imported }));
      setPreview(null);
      onClose();
    } catch (error) {
      message.error(errorMessage(error, t('examAdmin.importFailed')));
    }
  };

  const download = (saving: Promise<void>) => saving.catch((error: unknown) => message.error(errorMessage(error, t('examAdmin.exportFailed'))));

  const view = preview?.view;
  const rows = (view?.rows ?? []).filter((r) => !onlyErrors || r.errors.length > 0);
  const columns: TableColumnsType<QuestionImportRow> = [
    {
      title: t('examAdmin.colAt'),
      key: 'at',
      width: 96,
      render: (_, r) => t(view?.format === 'docx' ? 'examAdmin.atParagraph' : 'examAdmin.atRow', { at: r.at }),
    },
    {
      title: t('examAdmin.colType'),
      key: 'type',
      width: 90,
      render: (_, r) => {
        return r.type ? t(KIND_LABEL_KEYS[questionKind(r.type, r.isMultiple)]) : '—';
      },
    },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, r) => (
        <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: r.content }}>
          {r.content || '—'}
        </Typography.Paragraph>
      ),
    },
    { title: t('examAdmin.colCategory'), key: 'category', width: 150, responsive: ['md'], render: (_, r) => r.category || '—' },
    {
      title: t('examAdmin.colProblems'),
      key: 'errors',
      width: 260,
      render: (_, r) =>
        r.errors.length === 0 ? (
          <Tag color="success">{t('examAdmin.noProblems')}</Tag>
        ) : (
          <Flex vertical gap={2} data-testid={`import-errors-${r.at}`}>
            {r.errors.map((e) => (
              <Typography.Text type="danger" key={e.field}>
                {refusalText(e.error, e.params as Record<string, string>) ?? e.message}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('examAdmin.importQuestions')}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && setPreview(null)}
      footer={
        <Flex justify="space-between" wrap gap="small">
          <Flex gap="small" wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void download(examAdminApi.template('题库导入模板.xlsx'))} data-testid="import-template">
              {t('examAdmin.downloadTemplate')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void download(examAdminApi.samplePaper('题库导入示例.docx'))} data-testid="import-sample-paper">
              {t('examAdmin.downloadSamplePaper')}
            </Button>
          </Flex>
          <Flex gap="small">
            <Button onClick={onClose}>{t('examAdmin.cancel')}</Button>
            <Button
              type="primary"
              disabled={!view || view.errorCount > 0}
              loading={commit.isPending}
              onClick={() => void submit()}
              data-testid="import-commit"
            >
              {t('examAdmin.importCommit', { count: view?.total ?? 0 })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap="middle" data-testid="import-dialog">
        <Flex vertical gap={4} className="sc-secondary">
          <span>{t('examAdmin.xlsxHint')}</span>
          <span>{t('examAdmin.docxHint')}</span>
        </Flex>
        <Flex align="center" gap="small" wrap>
          <Button icon={<UploadOutlined />} loading={reading} onClick={() => input.current?.click()} data-testid="import-pick">
            {t(preview ? 'examAdmin.importAgain' : 'examAdmin.importPick')}
          </Button>
          {preview && <Typography.Text>{preview.name}</Typography.Text>}
          <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="import-file" />
        </Flex>
        {view && (
          <>
            <Alert
              type={view.errorCount > 0 ? 'error' : 'success'}
              showIcon
              message={t('examAdmin.importSummary', { total: view.total, errors: view.errorCount })}
              description={
                <Flex vertical gap={2}>
                  {view.newCategories.length > 0 && <span>{t('examAdmin.importNewCategories', { names: view.newCategories.join('、') })}</span>}
                  {view.errorCount > 0 && <span>{t('examAdmin.importFixFirst')}</span>}
                </Flex>
              }
              data-testid="import-summary"
            />
            <Flex align="center" gap="small">
              <Switch size="small" checked={onlyErrors} onChange={setOnlyErrors} disabled={view.errorCount === 0} />
              <span>{t('examAdmin.importOnlyErrors')}</span>
            </Flex>
            <Table<QuestionImportRow>
              rowKey="at"
              size="small"
              columns={columns}
              dataSource={rows}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={{ y: 360 }}
              onRow={(r) => ({ 'data-testid': `import-row-${r.at}` }) as React.HTMLAttributes<HTMLElement>}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
