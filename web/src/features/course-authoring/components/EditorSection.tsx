// One chapter in the course editor: its number and title (renamed in place), move and delete, its lessons (each moved,
// edited or deleted) and 添加小节.
import type { ReactNode } from 'react';
import { Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  EditOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { isItemType, type ItemType } from '../../../lib/course';
import type { OutlineEdits } from '../useOutlineEdits';
import type { AuthoredItem, AuthoredSection } from '../../../lib/api-types';

const ICONS: Record<ItemType, ReactNode> = {
  TEXT: <FileTextOutlined />,
  IMAGE: <FileImageOutlined />,
  VIDEO: <PlayCircleOutlined />,
  AUDIO: <CustomerServiceOutlined />,
};

function clock(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

interface EditorSectionProps {
  section: AuthoredSection;
  index: number;
  count: number;
  edits: OutlineEdits;
  /** Opens the lesson dialog (null: a new lesson in this chapter). */
  onEditItem: (item: AuthoredItem | null) => void;
}

export function EditorSection({ section: s, index: si, count, edits, onEditItem }: EditorSectionProps) {
  const { t } = useTranslation();
  return (
    <Flex component="li" vertical gap="small" className="sc-editor-section" data-testid={`editor-section-${s.id}`}>
      <Flex align="center" gap="small" className="sc-editor-section-head">
        <Flex component="span" align="center" justify="center" className="sc-index is-primary">{si + 1}</Flex>
        <Typography.Text
          strong
          className="sc-editor-section-title"
          editable={{ onChange: (v) => edits.rename(s, v), tooltip: t('authoring.renameSection'), maxLength: 100, triggerType: ['icon', 'text'] }}
        >
          {s.title}
        </Typography.Text>
        <Space size={2} className="sc-editor-actions">
          <Tooltip title={t('authoring.moveUp')}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={si === 0} onClick={() => edits.moveSection(si, -1)} aria-label={t('authoring.moveUp')} />
          </Tooltip>
          <Tooltip title={t('authoring.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={si === count - 1}
              onClick={() => edits.moveSection(si, 1)}
              aria-label={t('authoring.moveDown')}
            />
          </Tooltip>
          <Popconfirm
            title={t('authoring.deleteSection')}
            description={t('authoring.deleteSectionConfirm', { title: s.title })}
            okText={t('authoring.delete')}
            cancelText={t('authoring.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => edits.removeSection(s)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('authoring.deleteSection')} />
          </Popconfirm>
        </Space>
      </Flex>
      {s.items.length === 0 ? (
        <div className="sc-editor-no-items sc-muted">{t('authoring.noItems')}</div>
      ) : (
        <Flex component="ol" vertical gap={6} className="sc-editor-list">
          {s.items.map((item, ii) => (
            <Flex component="li" align="center" gap="small" key={item.id} className="sc-editor-item" data-testid={`editor-item-${item.id}`}>
              <span className="sc-accent">{isItemType(item.type) && ICONS[item.type]}</span>
              <span className="sc-grow sc-ellipsis">{item.title}</span>
              <Tag bordered={false}>{t(`authoring.type${item.type}`)}</Tag>
              {clock(item.duration) && <span className="sc-note sc-small">{clock(item.duration)}</span>}
              <Space size={2} className="sc-editor-actions">
                <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={ii === 0} onClick={() => edits.moveItem(s, ii, -1)} aria-label={t('authoring.moveUp')} />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={ii === s.items.length - 1}
                  onClick={() => edits.moveItem(s, ii, 1)}
                  aria-label={t('authoring.moveDown')}
                />
                <Button type="text" size="small" icon={<EditOutlined />} onClick={() => onEditItem(item)} aria-label={t('authoring.editItem')} />
                <Popconfirm
                  title={t('authoring.deleteItem')}
                  description={t('authoring.deleteItemConfirm', { title: item.title })}
                  okText={t('authoring.delete')}
                  cancelText={t('authoring.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => edits.removeItem(s, item)}
                >
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('authoring.deleteItem')} />
                </Popconfirm>
              </Space>
            </Flex>
          ))}
        </Flex>
      )}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onEditItem(null)} data-testid={`item-add-${s.id}`}>
        {t('authoring.addItem')}
      </Button>
    </Flex>
  );
}
