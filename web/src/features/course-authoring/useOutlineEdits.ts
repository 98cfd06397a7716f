// The course editor's changes to the outline: add, rename, reorder and delete chapters, reorder and delete lessons;
// each tells how it went (a refused title before any call).
import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { useApp } from '../../lib/useApp';
import { checkField, sectionRules } from '../../lib/validation';
import { authoringApi, useAuthoringMutation } from './api';
import { moveId } from './outlineEdit';
import type { AuthoredItem, AuthoredSection } from '../../lib/api-types';

export function useOutlineEdits(courseId: number | null, sections: AuthoredSection[]) {
  const { t } = useTranslation();
  const { message } = useApp();

  // Toast helpers return nothing: a returned toast (a thenable) would hold a mutation or Popconfirm open for 2 s.
  const failed = (fallback: string) => (error: unknown) => {
    message.error(errorMessage(error, t(fallback)));
  };
  const done = (key: string) => () => {
    message.success(t(key));
  };
  const addSection = useAuthoringMutation((title: string) => authoringApi.addSection(courseId!, title));
  const renameSection = useAuthoringMutation((v: { sid: number; title: string }) => authoringApi.renameSection(courseId!, v.sid, v.title));
  const deleteSection = useAuthoringMutation((sid: number) => authoringApi.deleteSection(courseId!, sid));
  const orderSections = useAuthoringMutation((ids: number[]) => authoringApi.orderSections(courseId!, ids));
  const deleteItem = useAuthoringMutation((v: { sid: number; iid: number }) => authoringApi.deleteItem(courseId!, v.sid, v.iid));
  const orderItems = useAuthoringMutation((v: { sid: number; ids: number[] }) => authoringApi.orderItems(courseId!, v.sid, v.ids));

  /** Adds a chapter titled `title`; `onAdded` runs once it is saved. */
  const add = (title: string, onAdded: () => void) => {
    const problem = checkField(sectionRules, 'title', { title });
    if (problem) {
      message.warning(t(problem));
      return;
    }
    addSection.mutate(title.trim(), {
      onSuccess: () => {
        onAdded();
        message.success(t('authoring.saved'));
      },
      onError: failed('authoring.saveFailed'),
    });
  };

  const rename = (s: AuthoredSection, title: string) => {
    if (title.trim() === s.title) return;
    const problem = checkField(sectionRules, 'title', { title });
    if (problem) {
      message.warning(t(problem));
      return;
    }
    renameSection.mutate({ sid: s.id, title: title.trim() }, { onSuccess: done('authoring.saved'), onError: failed('authoring.saveFailed') });
  };

  const moveSection = (index: number, dir: -1 | 1) => {
    const ids = moveId(
      sections.map((s) => s.id),
      index,
      dir,
    );
    if (ids) orderSections.mutate(ids, { onError: failed('authoring.orderFailed') });
  };

  const moveItem = (s: AuthoredSection, index: number, dir: -1 | 1) => {
    const ids = moveId(
      s.items.map((i) => i.id),
      index,
      dir,
    );
    if (ids) orderItems.mutate({ sid: s.id, ids }, { onError: failed('authoring.orderFailed') });
  };

  const removeSection = (s: AuthoredSection) => deleteSection.mutateAsync(s.id).then(done('authoring.deleted'), failed('authoring.deleteFailed'));
  const removeItem = (s: AuthoredSection, item: AuthoredItem) =>
    deleteItem.mutateAsync({ sid: s.id, iid: item.id }).then(done('authoring.deleted'), failed('authoring.deleteFailed'));

  return { add, adding: addSection.isPending, rename, moveSection, moveItem, removeSection, removeItem };
}

export type OutlineEdits = ReturnType<typeof useOutlineEdits>;
