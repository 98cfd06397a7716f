// /trialcourse, /textexperience, /text-experience, /video-experience: built-in sample chapters, kept in the browser.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Space, Tag } from 'antd';
import { useApp } from '../../../lib/useApp';
import { ArrowLeftOutlined, CheckCircleFilled, CheckOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { paths } from '../../../lib/paths';
import { fileUrl } from '../../../lib/upload';
import { toParagraphs } from '../text';
import { VideoPlayer, type ProgressUpdate } from '../player/VideoPlayer';
import {
  EXPERIENCE_AUTOSAVE_MS,
  chaptersFor,
  findSampleVideo,
  finishAll,
  loadExperience,
  markChapterDone,
  openChapter,
  saveExperience,
  type Chapter,
  type ExperienceVariant,
  type ExperienceState,
} from '../experience';
import '../learning.css';

const TITLE_KEYS: Record<ExperienceVariant, string> = {
  trial: 'experience.trialTitle',
  text: 'experience.textTitle',
  video: 'experience.videoTitle',
};

export function ExperiencePage({ variant }: { variant: ExperienceVariant }) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseKey = params.get('courseId')?.trim() || variant;
  const title = params.get('courseTitle')?.trim() || t(TITLE_KEYS[variant]);

  const sample = useQuery({ queryKey: ['course', 'sample-video'], queryFn: findSampleVideo, enabled: variant !== 'text', staleTime: 5 * 60_000 });
  const chapters = chaptersFor(variant, sample.data ?? null);

  const [state, setState] = useState<ExperienceState>(() => loadExperience(courseKey));
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  // Auto-save every 30 s, and once more when the page is left.
  useEffect(() => {
    const id = window.setInterval(() => setState(saveExperience(courseKey, stateRef.current)), EXPERIENCE_AUTOSAVE_MS);
    return () => {
      window.clearInterval(id);
      saveExperience(courseKey, stateRef.current);
    };
  }, [courseKey]);

  const current: Chapter = chapters.find((c) => c.id === state.current) ?? chapters[0];
  const index = chapters.indexOf(current);
  const doneCount = chapters.filter((c) => state.done.includes(c.id)).length;
  const allDone = doneCount === chapters.length;

  const open = (id: string) => setState((s) => openChapter({ ...s, current: s.current ?? current.id }, chapters, id));

  const finish = () => {
    setState(saveExperience(courseKey, finishAll(state, chapters)));
    message.success(t('experience.finished'));
  };

  const onVideoProgress = (u: ProgressUpdate) => {
    if (u.completed) setState((s) => (s.done.includes(current.id) ? s : markChapterDone(s, current.id)));
  };

  const chapterTitle = (c: Chapter) => (c.kind === 'video' ? t('experience.videoChapter', { title: c.title }) : t(c.titleKey ?? ''));

  return (
    <Flex vertical gap="middle" data-testid="experience-page" data-variant={variant}>
      <Flex align="center" gap="middle" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.studentHome)} data-testid="experience-back">
          {t('experience.back')}
        </Button>
        <h1 className="sc-grow sc-learning-course">{title}</h1>
        <span className="sc-small sc-muted" data-testid="experience-saved">
          {state.savedAt ? t('experience.autoSaved', { time: new Date(state.savedAt).toLocaleTimeString(i18n.language) }) : null}
        </span>
        <Button type="primary" icon={<CheckOutlined />} onClick={finish} disabled={allDone} data-testid="experience-finish">
          {t('experience.finish')}
        </Button>
      </Flex>
      {variant !== 'text' && sample.isSuccess && !sample.data && <Alert type="info" showIcon message={t('experience.noVideo')} />}

      <Flex align="flex-start" gap="var(--sc-space-md)">
        <aside className="sc-panel sc-learning-outline">
          <nav className="sc-outline" aria-label={t('experience.chapters')}>
            <Flex justify="space-between" align="baseline" className="sc-outline-head">
              <span className="sc-strong">{t('experience.chapters')}</span>
              <span className="sc-note sc-small">{t('learning.progressSummary', { done: doneCount, total: chapters.length })}</span>
            </Flex>
            <Progress
              percent={Math.round((doneCount / chapters.length) * 100)}
              size="small"
              showInfo={false}
              className="sc-outline-progress"
              aria-label={t('learning.progressSummary', { done: doneCount, total: chapters.length })}
            />
            <ol className="sc-plain-list">
              {chapters.map((c) => {
                const done = state.done.includes(c.id);
                return (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={`sc-plain-button sc-outline-item sc-outline-chapter${c.id === current.id ? ' is-current' : ''}`}
                      onClick={() => open(c.id)}
                      data-testid={`chapter-${c.id}`}
                      data-completed={done ? 'true' : 'false'}
                    >
                      <span className="sc-outline-icon">{c.kind === 'video' ? <PlayCircleOutlined /> : <FileTextOutlined />}</span>
                      <span className="sc-grow sc-ellipsis">{chapterTitle(c)}</span>
                      {done && <CheckCircleFilled style={{ color: 'var(--sc-success)' }} aria-label={t('experience.chapterDone')} />}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
        </aside>
        <Flex component="main" vertical gap="middle" className="sc-grow">
          <Flex vertical gap={6}>
            <Flex component="h2" align="center" gap="small" className="sc-lesson-title">{chapterTitle(current)}</Flex>
            {state.done.includes(current.id) && (
              <Space>
                <Tag color="success" icon={<CheckCircleFilled />}>
                  {t('experience.chapterDone')}
                </Tag>
              </Space>
            )}
          </Flex>
          {current.kind === 'video' && current.videoUrl ? (
            <VideoPlayer
              key={current.id}
              videoSrc={fileUrl(current.videoUrl) ?? current.videoUrl}
              courseId={`experience-${courseKey}`}
              sectionId={current.id}
              initialCompleted={state.done.includes(current.id)}
              onProgressUpdate={onVideoProgress}
            />
          ) : (
            <Panel className="sc-read-lesson">
              <article className="sc-text-lesson" data-testid="experience-text">
                {toParagraphs(t(current.bodyKey ?? '')).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </article>
            </Panel>
          )}
          <Flex justify="space-between" wrap gap="var(--sc-space-sm)">
            <Button disabled={index <= 0} onClick={() => open(chapters[index - 1].id)}>
              {t('learning.prevItem')}
            </Button>
            <Button type="primary" disabled={index >= chapters.length - 1} onClick={() => open(chapters[index + 1].id)}>
              {t('learning.nextItem')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  );
}

export const TrialCoursePage = () => <ExperiencePage variant="trial" />;
export const TextExperiencePage = () => <ExperiencePage variant="text" />;
export const VideoExperiencePage = () => <ExperiencePage variant="video" />;
