// For a page opened without what it needs (a course page without ?courseId=): says so once and leaves for `to`.
import { useEffect, useRef } from 'react';
import { useApp } from '../lib/useApp';
import { useNavigate } from 'react-router';

export function RedirectWithError({ text, to }: { text: string; to: string }) {
  const { message } = useApp();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    message.error(text);
    navigate(to, { replace: true });
  }, [message, navigate, text, to]);
  return null;
}
