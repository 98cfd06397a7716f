// One lesson's content by type: text paragraphs, an image, or the player (video/audio) with its saves.
import { useEffect, useRef } from 'react';
import { Button, Empty, Flex, Image, Spin } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { itemContent } from '../../../lib/course';
import { fileUrl } from '../../../lib/upload';
import { learningQueries, type LessonProgress } from '../api';
import { readLocalProgress } from '../localLearning';
import { toParagraphs } from '../text';
import { VideoPlayer, type ProgressUpdate } from '../player/VideoPlayer';
import type { SaveOptions } from '../useProgressSaver';
import type { ItemView } from '../../../lib/api-types';

/** A text or image lesson left after this long counts as read. */
export const READ_COMPLETE_MS = 3_000;

export type SaveProgress = (sectionId: number, itemId: number, body: LessonProgress, options?: SaveOptions) => Promise<unknown>;

export interface LessonBodyProps {
  courseId: string;
  item: ItemView;
  guest: boolean;
  save: SaveProgress;
  /** The fastest speed the course credits (its study rules). */
  maxRate?: number;
}

const DONE: LessonProgress = { progress: 100, completed: true, position: 0, furthest: 0 };

/** Text and image lessons: done when marked, or when left after reading. */
function ReadLesson({ item, save, children }: { item: ItemView; save: SaveProgress; children: React.ReactNode }) {
  const { t } = useTranslation();
  const doneRef = useRef(item.completed);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
    doneRef.current = doneRef.current || item.completed;
  });

  useEffect(() => {
    const openedAt = Date.now();
    return () => {
      if (!doneRef.current && Date.now() - openedAt >= READ_COMPLETE_MS) {
        doneRef.current = true;
        void saveRef.current(item.sectionId, item.id, DONE, { keepalive: true });
      }
    };
  }, [item.id, item.sectionId]);

  const markDone = () => {
    doneRef.current = true;
    void save(item.sectionId, item.id, DONE, { announce: true });
  };

  return (
    <Panel className="sc-read-lesson">
      {children}
      <Flex justify="flex-end" className="sc-read-lesson-foot">
        <Button
          type={item.completed ? 'default' : 'primary'}
          icon={<CheckOutlined />}
          disabled={item.completed}
          onClick={markDone}
          data-testid="lesson-mark-done"
        >
          {item.completed ? t('learning.markedDone') : t('learning.markDone')}
        </Button>
      </Flex>
    </Panel>
  );
}

function MediaLesson({ courseId, item, guest, save, maxRate }: LessonBodyProps) {
  const { t } = useTranslation();
  // Members: reading the progress when the lesson opens starts the server's watch clock.
  const progress = useQuery({ ...learningQueries.progress(courseId, item.sectionId, item.id), enabled: !guest });
  if (!guest && progress.isPending) {
    return (
      <Flex align="center" justify="center" className="sc-panel sc-lesson-loading">
        <Spin />
      </Flex>
    );
  }
  const known = guest ? readLocalProgress(courseId, item.id) : (progress.data ?? null);
  const start = known ?? { position: item.position, furthest: item.furthest, completed: item.completed, progress: item.progress };

  const onProgressUpdate = (u: ProgressUpdate) => {
    const leaving = u.reason === 'unload' || u.reason === 'hidden' || u.reason === 'leave';
    void save(
      item.sectionId,
      item.id,
      { progress: u.progress, completed: u.completed, position: u.currentTime, furthest: u.furthest },
      { keepalive: leaving, announce: u.reason === 'pause' || u.reason === 'completed' || u.reason === 'ended' },
    );
  };

  const src = fileUrl(itemContent(item));
  if (!src) return <Empty description={t('learning.emptyContent')} />;
  return (
    <VideoPlayer
      videoSrc={src}
      kind={item.type === 'AUDIO' ? 'audio' : 'video'}
      title={item.title}
      courseId={courseId}
      sectionId={item.sectionId}
      itemId={item.id}
      startTime={start.position}
      initialProgress={start.progress}
      initialFurthest={start.furthest}
      initialCompleted={start.completed}
      maxRate={maxRate}
      onProgressUpdate={onProgressUpdate}
    />
  );
}

export function LessonBody(props: LessonBodyProps) {
  const { t } = useTranslation();
  const { item, save } = props;
  switch (item.type) {
    case 'VIDEO':
    case 'AUDIO':
      return <MediaLesson {...props} />;
    case 'IMAGE': {
      const src = fileUrl(itemContent(item));
      return (
        <ReadLesson item={item} save={save}>
          {src ? (
            <Flex justify="center" className="sc-image-lesson">
              <Image src={src} alt={item.title} data-testid="lesson-image" />
            </Flex>
          ) : (
            <Empty description={t('learning.emptyContent')} />
          )}
        </ReadLesson>
      );
    }
    default: {
      const paragraphs = toParagraphs(itemContent(item));
      return (
        <ReadLesson item={item} save={save}>
          {paragraphs.length ? (
            <article className="sc-text-lesson" data-testid="lesson-text">
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </article>
          ) : (
            <Empty description={t('learning.emptyContent')} />
          )}
        </ReadLesson>
      );
    }
  }
}
