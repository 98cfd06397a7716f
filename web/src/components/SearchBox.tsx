// A search box that follows a URL parameter (?search= by default): searching sets it and goes back to page 1,
// emptying the box removes it, and a change made elsewhere (the shell's header search) shows in the box.
import { useState } from 'react';
import { Input, type GetProps } from 'antd';
import { useUrlState } from './useUrlState';
import './page.css';

export function SearchBox({ param = 'search', ...props }: Omit<GetProps<typeof Input.Search>, 'value' | 'onChange' | 'onSearch'> & { param?: string }) {
  const { get, set } = useUrlState();
  const value = get(param);
  const [draft, setDraft] = useState(value);
  const [draftFor, setDraftFor] = useState(value);
  if (draftFor !== value) {
    // State adjusted while rendering, as React documents for values derived from a changing input.
    setDraftFor(value);
    setDraft(value);
  }
  const apply = (text: string) => set({ [param]: text.trim(), page: null });

  return (
    <Input.Search
      allowClear
      {...props}
      className={['sc-search', props.className].filter(Boolean).join(' ')}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (e.target.value === '' && value) apply('');
      }}
      onSearch={apply}
    />
  );
}
