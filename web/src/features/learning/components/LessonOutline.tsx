// The course outline beside a lesson: chapters with their lessons, type icons, completion marks and each lesson's
// credited study time (the server's study ledger).
import { Flex, Progress } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CustomerServiceOutlined, FileImageOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { isItemType, type ItemType } from '../../../lib/course';
import { courseCompletion } from '../outline';
import { creditedClock } from '../study/interval';
import type { SectionView } from '../../../lib/api-types';

const ITEM_ICONS: Record<ItemType, React.ReactNode> = {
  TEXT: <FileTextOutlined />,
  IMAGE: <FileImageOutlined />,
  VIDEO: <PlayCircleOutlined />,
  AUDIO: <CustomerServiceOutlined />,
};

/** A lesson type's icon (a type the client does not know shows as text). */
export const itemIcon = (type: string) => ITEM_ICONS[isItemType(type) ? type : 'TEXT'];

export interface LessonOutlineProps {
  sections: SectionView[];
  sectionId: number | null;
  itemId: number | null;
  onSelect: (sectionId: number, itemId: number | null) => void;
  /** Credited study time (ms) by lesson, for a member. */
  credited?: ReadonlyMap<number, number>;
}

export function LessonOutline({ sections, sectionId, itemId, onSelect, credited }: LessonOutlineProps) {
  const { t } = useTranslation();
  const { done, total, percent } = courseCompletion(sections);
  return (
    <nav className="sc-outline" aria-label={t('learning.outline')} data-testid="lesson-outline">
      <Flex justify="space-between" align="baseline" className="sc-outline-head">
        <span className="sc-strong">{t('learning.outline')}</span>
        <span className="sc-note sc-small">{t('learning.progressSummary', { done, total })}</span>
      </Flex>
      <Progress percent={percent} size="small" showInfo={false} className="sc-outline-progress" aria-label={t('learning.progressSummary', { done, total })} />
      <Flex component="ol" vertical gap={6} className="sc-plain-list">
        {sections.map((s, si) => (
          <li key={s.id} className={`sc-outline-section${s.id === sectionId ? ' is-current' : ''}`}>
            <button type="button" className="sc-plain-button sc-outline-section-title" onClick={() => onSelect(s.id, s.items[0]?.id ?? null)}>
              <Flex component="span" align="center" justify="center" className={`sc-index${s.id === sectionId ? ' is-primary' : ''}`}>{si + 1}</Flex>
              <span className="sc-grow sc-ellipsis">{s.title}</span>
            </button>
            <ol className="sc-plain-list">
              {s.items.map((i) => {
                const current = i.id === itemId;
                const share = credited?.get(i.id) ?? 0;
                return (
                  <li key={i.id}>
                    <button
                      type="button"
                      className={`sc-plain-button sc-outline-item${current ? ' is-current' : ''}${i.completed ? ' is-done' : ''}`}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => onSelect(s.id, i.id)}
                      data-testid={`outline-item-${i.id}`}
                      data-completed={i.completed ? 'true' : 'false'}
                    >
                      <span className="sc-outline-icon">{itemIcon(i.type)}</span>
                      <span className="sc-grow sc-ellipsis">{i.title}</span>
                      {share > 0 && (
                        <span
                          className="sc-small sc-muted sc-outline-credit"
                          title={t('learning.study.lessonShare', { time: creditedClock(share) })}
                          aria-label={t('learning.study.lessonShare', { time: creditedClock(share) })}
                          data-testid={`outline-credit-${i.id}`}
                        >
                          <ClockCircleOutlined aria-hidden /> {creditedClock(share)}
                        </span>
                      )}
                      {i.completed ? (
                        <CheckCircleFilled style={{ color: 'var(--sc-success)' }} aria-label={t('learning.completed')} />
                      ) : i.progress > 0 ? (
                        <span className="sc-small sc-muted">{i.progress}%</span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
