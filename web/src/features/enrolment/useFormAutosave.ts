// The application form's autosave: typing is saved to the server 1.2 s after the last change and copied to the browser
// (draftMaterial) at once, so a reload keeps what the server has not taken yet.
import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { setFieldErrors } from '../../components/formErrors';
import { errorMessage } from '../../lib/api';
import { enrolmentApi, useApplicationMutation } from './api';
import { completeForm, writeLocalDraft } from './wizard';
import type { ApplicationForm } from '../../lib/api-types';

/** Typing is saved this long after the last change. */
export const AUTOSAVE_MS = 1_200;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

/** `restoredDirty`: the dialog opened with typing the server had not taken (it is saved at once). */
export function useFormAutosave(form: FormInstance<ApplicationForm>, courseId: number, restoredDirty: boolean) {
  const [state, setState] = useState<SaveState>(restoredDirty ? 'dirty' : 'saved');
  const [saveError, setSaveError] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const save = useApplicationMutation(courseId, (id, values: ApplicationForm) => enrolmentApi.saveDraft(id, { form: values }));

  /** The form's values now, every field present. */
  const current = () => completeForm(form.getFieldsValue(true) as Partial<ApplicationForm>);

  /** Saves what the form holds now; the failure's text when the server refused it (its field errors are marked). */
  const persist = async (): Promise<string | null> => {
    window.clearTimeout(timer.current);
    const values = current();
    setState('saving');
    try {
      await save.mutateAsync(values);
      const unchanged = JSON.stringify(current()) === JSON.stringify(values);
      writeLocalDraft(courseId, { form: values, dirty: !unchanged });
      setState(unchanged ? 'saved' : 'dirty');
      if (!unchanged) timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
      return null;
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'examPlace' ? 'examCity' : name in values ? name : null));
      const text = errorMessage(error);
      setSaveError(text);
      setState('failed');
      return text;
    }
  };

  // Unsaved typing restored from the browser is saved as soon as the dialog opens; a pending save ends with it.
  useEffect(() => {
    if (restoredDirty) timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer.current);
    // Once, for what the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The learner changed the form: keep it in the browser now, save it after a pause. */
  const changed = () => {
    writeLocalDraft(courseId, { form: current(), dirty: true });
    setState('dirty');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
  };

  return { state, saveError, current, persist, changed };
}
