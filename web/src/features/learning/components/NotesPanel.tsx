// The learner's note on the open lesson: server-kept for members, browser-kept for guests.
import { useState } from 'react';
import { Button, Flex, Input, Skeleton } from 'antd';
import { useApp } from '../../../lib/useApp';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { isRefusal } from '../../../lib/api';
import { learningApi, learningKeys, learningQueries } from '../api';
import { readLocalNote, saveLocalNote } from '../localLearning';

export const NOTE_MAX = 20_000;

export interface NotesPanelProps {
  courseId: string;
  sectionId: number;
  itemId: number;
  guest: boolean;
}

/** The note save's outcome text: cleared or saved; the lesson gone or any other failure. */
export function noteErrorKey(error: unknown): string {
  return isRefusal(error, 'NOTE_ITEM_NOT_FOUND') ? 'learning.noteMissing' : 'learning.noteFailed';
}

function NoteEditor({ initial, updatedAt, saving, onSave }: { initial: string; updatedAt?: number | null; saving: boolean; onSave: (content: string) => void }) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState(initial);
  return (
    <>
      <Input.TextArea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t('learning.notesPlaceholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={NOTE_MAX}
        data-testid="note-input"
      />
      <Flex justify="space-between" align="center" gap="var(--sc-space-sm)" className="sc-notes-foot">
        <span className="sc-small sc-muted">
          {updatedAt ? t('learning.noteUpdatedAt', { time: new Date(updatedAt).toLocaleString(i18n.language) }) : null}
        </span>
        <Button
          type="primary"
          onClick={() => {
            const blank = content.trim() === '';
            if (blank) setContent('');
            onSave(blank ? '' : content);
          }}
          loading={saving}
          data-testid="note-save"
        >
          {t('learning.saveNote')}
        </Button>
      </Flex>
    </>
  );
}

export function NotesPanel({ courseId, sectionId, itemId, guest }: NotesPanelProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const note = useQuery({ ...learningQueries.note(courseId, sectionId, itemId), enabled: !guest });
  const [localVersion, setLocalVersion] = useState(0);

  const mutation = useMutation({
    mutationFn: (content: string) => learningApi.saveNote(courseId, sectionId, itemId, content),
    onSuccess: (saved) => {
      queryClient.setQueryData(learningKeys.note(courseId, sectionId, itemId), saved);
      message.success(t(saved.content ? 'learning.noteSaved' : 'learning.noteCleared'));
    },
    onError: (error) => {
      // Not returned: a mutation would wait for the toast's thenable (2 s) before settling.
      message.error(t(noteErrorKey(error)));
    },
  });

  const save = (content: string) => {
    if (guest) {
      saveLocalNote(courseId, itemId, content);
      setLocalVersion((v) => v + 1);
      message.success(t(content ? 'learning.noteSaved' : 'learning.noteCleared'));
      return;
    }
    mutation.mutate(content);
  };

  let body: React.ReactNode;
  if (guest) {
    body = <NoteEditor key={`${itemId}-${localVersion}`} initial={readLocalNote(courseId, itemId)} saving={false} onSave={save} />;
  } else if (note.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else {
    // A note that failed to load starts empty; saving still works (and reports its own failure).
    body = (
      <NoteEditor
        key={itemId}
        initial={note.data?.content ?? ''}
        updatedAt={note.data?.updatedAt}
        saving={mutation.isPending}
        onSave={save}
      />
    );
  }

  return (
    <Panel className="sc-notes" testId="notes-panel" data-saving={mutation.isPending ? 'true' : 'false'}>
      <h3 className="sc-notes-title">
        <EditOutlined /> {t('learning.notes')}
      </h3>
      {body}
    </Panel>
  );
}
