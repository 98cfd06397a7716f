// Root component: the router (its root route, UiRoot, brings the providers with the first page).
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** The page's prerendered HTML (scripts/prerender.mjs) is React's from the first commit on: its mark goes. */
function useTakeOver() {
  useEffect(() => {
    delete document.getElementById('root')?.dataset.prerendered;
  }, []);
}

export function App() {
  useTakeOver();
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
