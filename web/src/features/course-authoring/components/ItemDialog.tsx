// Add / edit a lesson: title, type; TEXT → text area; IMAGE/VIDEO/AUDIO → upload with progress, preview and duration.
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { ITEM_TYPES, isItemType, isTimed, itemContent, type ItemType } from '../../../lib/course';
import { UPLOAD_MAX_MB, fileUrl } from '../../../lib/upload';
import { OUTLINE_TITLE_MAX, formRules, itemRules } from '../../../lib/validation';
import { FileUpload } from '../../../components/FileUpload';
import { authoringApi, useAuthoringMutation } from '../api';
import { ACCEPT, TYPE_HINT, readMediaDuration } from '../outlineEdit';
import type { AuthoredItem, ItemBody } from '../../../lib/api-types';

interface FormValues {
  title: string;
  type: ItemType;
  content: string;
}

export interface ItemDialogProps {
  open: boolean;
  courseId: number;
  sectionId: number;
  /** The lesson to edit; absent to add one. */
  item?: AuthoredItem | null;
  onClose: () => void;
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function ItemDialog({ open, courseId, sectionId, item, onClose }: ItemDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) ?? item?.type ?? 'TEXT';
  const [duration, setDuration] = useState<number | null>(item?.duration ?? null);
  const [reading, setReading] = useState(false);

  const save = useAuthoringMutation((body: ItemBody) =>
    item ? authoringApi.updateItem(courseId, sectionId, item.id, body) : authoringApi.addItem(courseId, sectionId, body),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? { title: item.title, type: isItemType(item.type) ? item.type : undefined, content: itemContent(item) }
        : { title: '', type: 'TEXT', content: '' },
    );
  }, [open, item, form]);

  const readDuration = async (url: string, kind: 'video' | 'audio') => {
    setReading(true);
    const d = await readMediaDuration(url, kind);
    setReading(false);
    setDuration(d);
    if (d === null) message.warning(t('authoring.durationUnknown'));
    return d;
  };

  const onUploaded = (url: string | null, file: File | null) => {
    form.setFieldValue('content', url ?? '');
    void form.validateFields(['content']).catch(() => undefined);
    setDuration(null);
    if (url && file && isTimed(type)) {
      // Read the length from the picked file itself: no second download.
      const local = URL.createObjectURL(file);
      void readDuration(local, type === 'AUDIO' ? 'audio' : 'video').finally(() => URL.revokeObjectURL(local));
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let d: number | null = null;
    if (isTimed(values.type)) {
      const unchanged = item && item.type === values.type && itemContent(item) === values.content;
      d = duration ?? (unchanged ? (item.duration ?? null) : null);
      if (d === null) d = await readDuration(fileUrl(values.content) ?? values.content, values.type === 'AUDIO' ? 'audio' : 'video');
    }
    try {
      await save.mutateAsync({ title: values.title.trim(), type: values.type, content: values.type === 'TEXT' ? values.content : values.content.trim(), duration: d });
      message.success(t('authoring.saved'));
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['title', 'type', 'content']);
      message.error(errorMessage(error, t('authoring.saveFailed')));
    }
  };

  const rules = (field: string) => formRules(itemRules, field, t);
  const media = type !== 'TEXT' ? type : null;

  return (
    <Modal
      open={open}
      title={t(item ? 'authoring.editItem' : 'authoring.addItem')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('authoring.save')}
      cancelText={t('authoring.cancel')}
      confirmLoading={save.isPending || reading}
      okButtonProps={{ 'data-testid': 'item-save' } as Record<`data-${string}`, string>}
      width={680}
      maskClosable={false}
      destroyOnHidden
      data-testid="item-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label={t('authoring.itemTitle')} rules={rules('title')} required>
          <Input placeholder={t('authoring.itemTitlePlaceholder')} maxLength={OUTLINE_TITLE_MAX} data-testid="item-title" />
        </Form.Item>
        <Form.Item name="type" label={t('authoring.itemType')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            onChange={() => {
              form.setFieldValue('content', '');
              setDuration(null);
            }}
            options={ITEM_TYPES.map((ty) => ({ value: ty, label: t(`authoring.type${ty}`) }))}
            data-testid="item-type"
          />
        </Form.Item>
        {media ? (
          <Form.Item name="content" label={t('authoring.itemFile')} rules={rules('content')} required dependencies={['type']}>
            <FileUpload
              key={media}
              source="course"
              accept={ACCEPT[media]}
              preview={media === 'IMAGE' ? 'image' : media === 'VIDEO' ? 'video' : 'audio'}
              hint={t('authoring.itemFileHint', { types: t(TYPE_HINT[media]), max: UPLOAD_MAX_MB.course })}
              onChange={(url, _uploaded, file) => onUploaded(url, file)}
              testId="item-file"
            />
          </Form.Item>
        ) : (
          <Form.Item name="content" label={t('authoring.itemText')} rules={rules('content')} required dependencies={['type']}>
            <Input.TextArea rows={10} placeholder={t('authoring.itemTextPlaceholder')} data-testid="item-text" />
          </Form.Item>
        )}
        {media && media !== 'IMAGE' && (
          <div className="sc-note" data-testid="item-duration">
            {t('authoring.durationLine', { value: reading ? t('authoring.durationReading') : duration !== null ? clock(duration) : '--:--' })}
          </div>
        )}
      </Form>
    </Modal>
  );
}
