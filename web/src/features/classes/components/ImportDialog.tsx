// Import learners from the Excel template: choose where they go (accounts only, or a class — its course — with the
// enrolment status 已报名 or 审核通过) and how their initial passwords reach them (SMS, or a sheet printed now);
// upload the file and read the server's preview (each row with its errors in Chinese); import all rows at once —
// only when none has an error. Afterwards the accounts are listed, with the passwords to print when chosen (shown
// this once: the server keeps none).
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Modal, Radio, Select, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage, refusalText } from '../../../lib/api';
import { UPLOAD_MAX_MB, uploadFile } from '../../../lib/upload';
import { useApp } from '../../../lib/useApp';
import { classApi, classQueries, useClassMutation } from '../api';
import type { ClassView, ImportPreviewRow, LearnerImportBody, LearnerImportDone, LearnerImportPreview, PasswordDelivery } from '../../../lib/api-types';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Choice {
  classId?: number;
  status: 2 | 4;
  delivery: PasswordDelivery;
}

/** `target`: the class the learners join (the class page); without it the dialog offers every class or none. */
export function ImportDialog({ open, onClose, target }: { open: boolean; onClose: () => void; target?: ClassView }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice>({ classId: target?.id, status: 4, delivery: 'sheet' });
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<{ fileId: number; name: string; view: LearnerImportPreview } | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [done, setDone] = useState<LearnerImportDone | null>(null);
  const classes = useQuery({ ...classQueries.list({ page: 0, size: 100 }), enabled: open && !target });
  const commit = useClassMutation((body: LearnerImportBody) => classApi.commit(body));
  const classId = target?.id ?? choice.classId;

  const body = (fileId: number): LearnerImportBody => ({
    fileId,
    classId: classId ?? null,
    status: classId ? choice.status : null,
    delivery: choice.delivery,
  });

  const reset = () => {
    setPreview(null);
    setDone(null);
    setOnlyErrors(false);
  };

  const close = () => {
    reset();
    onClose();
  };

  const read = async (fileId: number, name: string) => {
    setReading(true);
    try {
      const view = await classApi.preview(body(fileId));
      setPreview({ fileId, name, view });
      setOnlyErrors(view.errors > 0);
    } catch (error) {
      setPreview(null);
      message.error(errorMessage(error, t('classes.importFailed')));
    } finally {
      setReading(false);
    }
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_MB['learner-import'] * 1024 * 1024) {
      message.error(t('upload.tooLarge', { max: UPLOAD_MAX_MB['learner-import'] }));
      return;
    }
    setReading(true);
    try {
      const uploaded = await uploadFile(file, 'learner-import');
      await read(uploaded.id, file.name);
    } catch (error) {
      message.error(errorMessage(error, t('classes.importFailed')));
      setReading(false);
    }
  };

  const submit = async () => {
    if (!preview) return;
    try {
      const result = await commit.mutateAsync(body(preview.fileId));
      message.success(t('classes.imported', { count: result.import.createdCount }));
      setDone(result);
    } catch (error) {
      message.error(errorMessage(error, t('classes.importFailed')));
    }
  };

  const view = preview?.view;
  const rows = (view?.rows ?? []).filter((r) => !onlyErrors || r.errors.length > 0);
  const columns: TableColumnsType<ImportPreviewRow> = [
    { title: t('classes.colRow'), key: 'row', width: 72, render: (_, r) => t('classes.rowAt', { row: r.row }) },
    { title: t('classes.colName'), dataIndex: 'name', key: 'name', width: 96 },
    { title: t('classes.colPhone'), dataIndex: 'phone', key: 'phone', width: 120 },
    { title: t('classes.colIdCard'), dataIndex: 'idCard', key: 'idCard', width: 180, responsive: ['md'] },
    { title: t('classes.colGender'), dataIndex: 'gender', key: 'gender', width: 56 },
    {
      title: t('classes.colProblems'),
      key: 'errors',
      render: (_, r) =>
        r.errors.length === 0 ? (
          <Tag color="success">{t('classes.rowOk')}</Tag>
        ) : (
          <Flex vertical gap={2} data-testid={`learner-import-errors-${r.row}`}>
            {r.errors.map((e) => (
              <Typography.Text type="danger" key={e.field}>
                {t(`classes.fields.${e.field}`, { defaultValue: e.field })}：{refusalText(e.error, e.params as Record<string, string>) ?? e.message}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];

  const sheet = done?.accounts.some((a) => a.password);

  return (
    <Modal
      open={open}
      title={t('classes.importTitle')}
      onCancel={close}
      width={980}
      destroyOnHidden
      maskClosable={false}
      afterOpenChange={(visible) => !visible && reset()}
      data-testid="learner-import-dialog"
      footer={
        done ? (
          <Flex justify="flex-end" gap="small">
            {sheet && (
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="learner-import-print">
                {t('classes.printPasswords')}
              </Button>
            )}
            <Button type="primary" onClick={close} data-testid="learner-import-close">
              {t('classes.done')}
            </Button>
          </Flex>
        ) : (
          <Flex justify="space-between" wrap gap="small">
            <Button icon={<DownloadOutlined />} onClick={() => void classApi.template().catch((e: unknown) => message.error(errorMessage(e)))} data-testid="learner-import-template">
              {t('classes.downloadTemplate')}
            </Button>
            <Flex gap="small">
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button type="primary" disabled={!view || view.errors > 0} loading={commit.isPending} onClick={() => void submit()} data-testid="learner-import-commit">
                {t('classes.importCommit', { count: view?.rows.length ?? 0 })}
              </Button>
            </Flex>
          </Flex>
        )
      }
    >
      {done ? (
        <Flex vertical gap="middle" data-testid="learner-import-done">
          <Alert
            type="success"
            showIcon
            message={t('classes.importDone', { count: done.import.createdCount })}
            description={t(sheet ? 'classes.passwordsOnce' : 'classes.passwordsSent')}
          />
          <div className="cl-print-sheet" data-testid="learner-import-sheet">
            <h2 className="cl-print-title">{t('classes.sheetTitle')}</h2>
            <p className="cl-print-note">{t('classes.sheetNote')}</p>
            <table className="cl-print-table">
              <thead>
                <tr>
                  <th>{t('classes.colIndex')}</th>
                  <th>{t('classes.colName')}</th>
                  <th>{t('classes.colLogin')}</th>
                  {sheet && <th>{t('classes.colPassword')}</th>}
                </tr>
              </thead>
              <tbody>
                {done.accounts.map((a, i) => (
                  <tr key={a.userId}>
                    <td>{i + 1}</td>
                    <td>{a.name}</td>
                    <td>{a.phone}</td>
                    {sheet && <td className="cl-password">{a.password}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          <Form layout="vertical" className="cl-import-options">
            <Flex gap="large" wrap>
              <Form.Item label={t('classes.importInto')}>
                {target ? (
                  <span className="sc-strong" data-testid="learner-import-target">
                    {target.name} · {target.courseName}
                  </span>
                ) : (
                  <Select
                    allowClear
                    className="cl-class-select"
                    placeholder={t('classes.accountsOnly')}
                    value={choice.classId}
                    onChange={(v?: number) => {
                      setChoice((c) => ({ ...c, classId: v }));
                      reset();
                    }}
                    options={(classes.data?.classes ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.courseName}` }))}
                    data-testid="learner-import-class"
                  />
                )}
              </Form.Item>
              {classId && (
                <Form.Item label={t('classes.importStatus')}>
                  <Radio.Group
                    value={choice.status}
                    onChange={(e) => {
                      setChoice((c) => ({ ...c, status: e.target.value as 2 | 4 }));
                      reset();
                    }}
                    options={[
                      { value: 4, label: t('classes.statusEnrolled') },
                      { value: 2, label: t('classes.statusApproved') },
                    ]}
                    data-testid="learner-import-status"
                  />
                </Form.Item>
              )}
              <Form.Item label={t('classes.delivery')}>
                <Radio.Group
                  value={choice.delivery}
                  onChange={(e) => setChoice((c) => ({ ...c, delivery: e.target.value as PasswordDelivery }))}
                  options={[
                    { value: 'sheet', label: t('classes.deliverySheet') },
                    { value: 'sms', label: t('classes.deliverySms') },
                  ]}
                  data-testid="learner-import-delivery"
                />
              </Form.Item>
            </Flex>
          </Form>
          <span className="sc-secondary">{t('classes.importHint')}</span>
          <Flex align="center" gap="small" wrap>
            <Button icon={<UploadOutlined />} loading={reading} onClick={() => input.current?.click()} data-testid="learner-import-pick">
              {t(preview ? 'classes.pickAgain' : 'classes.pick')}
            </Button>
            {preview && <Typography.Text>{preview.name}</Typography.Text>}
            <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="learner-import-file" />
          </Flex>
          {view && (
            <>
              <Alert
                type={view.errors > 0 ? 'error' : 'success'}
                showIcon
                message={t('classes.previewSummary', { total: view.rows.length, errors: view.errors })}
                description={
                  <Flex vertical gap={2}>
                    {view.className && <span>{t('classes.previewTarget', { name: view.className, course: view.courseName })}</span>}
                    {view.seatsLeft != null && view.seatsLeft < view.rows.length && <span>{t('classes.previewNoSeats', { seats: view.seatsLeft })}</span>}
                    {view.errors > 0 && <span>{t('classes.previewFixFirst')}</span>}
                  </Flex>
                }
                data-testid="learner-import-summary"
              />
              <Flex align="center" gap="small">
                <Switch size="small" checked={onlyErrors} onChange={setOnlyErrors} disabled={view.errors === 0} />
                <span>{t('classes.onlyErrors')}</span>
              </Flex>
              <Table<ImportPreviewRow>
                rowKey="row"
                size="small"
                columns={columns}
                dataSource={rows}
                pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
                scroll={{ y: 360, x: 760 }}
                onRow={(r) => ({ 'data-testid': `learner-import-row-${r.row}` }) as React.HTMLAttributes<HTMLElement>}
              />
            </>
          )}
        </Flex>
      )}
    </Modal>
  );
}
