// What a visitor typed into a prerendered access page (scripts/prerender.mjs) before its scripts took it over: React
// keeps such text on screen when it hydrates, not in the form's state. Copied into the form once, as the page mounts.
import { useEffect } from 'react';
import type { FormInstance } from 'antd';

export function useKeepTyped(form: FormInstance, names: readonly string[]): void {
  useEffect(() => {
    for (const name of names) {
      const typed = (document.getElementById(name) as HTMLInputElement | null)?.value;
      if (typed) form.setFieldValue(name, typed);
    }
  }, [form, names]);
}
