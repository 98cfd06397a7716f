// The open lesson's heading (chapter, title, type, completion) and the previous / next buttons under it.
import { Button, Flex, Space, Tag } from 'antd';
import { CheckCircleFilled, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { itemIcon } from './LessonOutline';
import type { Move } from '../outline';
import type { ItemView } from '../../../lib/api-types';

export function LessonHeading({ sectionTitle, item }: { sectionTitle: string | undefined; item: ItemView }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6}>
      <div className="sc-note">{sectionTitle}</div>
      <Flex component="h2" align="center" gap="small" className="sc-lesson-title" data-testid="lesson-title">
        <span className="sc-accent">{itemIcon(item.type)}</span>
        {item.title}
      </Flex>
      <Space size={8} wrap>
        <Tag>{t(`learning.type${item.type}`)}</Tag>
        {item.completed ? (
          <Tag color="success" icon={<CheckCircleFilled />} data-testid="lesson-completed">
            {t('learning.completed')}
          </Tag>
        ) : item.progress > 0 ? (
          <Tag color="processing">{t('learning.inProgress', { percent: item.progress })}</Tag>
        ) : null}
      </Space>
    </Flex>
  );
}

export function LessonNav({ onMove }: { onMove: (move: Move) => void }) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" wrap gap="var(--sc-space-sm)">
      <Space wrap>
        <Button icon={<LeftOutlined />} onClick={() => onMove('prevSection')} data-testid="prev-section">
          {t('learning.prevSection')}
        </Button>
        <Button icon={<LeftOutlined />} onClick={() => onMove('prevItem')} data-testid="prev-item">
          {t('learning.prevItem')}
        </Button>
      </Space>
      <Space wrap>
        <Button type="primary" onClick={() => onMove('nextItem')} data-testid="next-item">
          {t('learning.nextItem')} <RightOutlined />
        </Button>
        <Button onClick={() => onMove('nextSection')} data-testid="next-section">
          {t('learning.nextSection')} <RightOutlined />
        </Button>
      </Space>
    </Flex>
  );
}
