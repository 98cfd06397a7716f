// The app's message, modal and notification APIs (antd's App context, provided by src/app/AppHost).
// Use this, not antd's `App.useApp()`: importing antd's App component brings its modal and notification
// code into every chunk that only wants a toast (and, from the entry, into the learner's first load).
import { useContext } from 'react';
import AppContext from 'antd/es/app/context';

export function useApp() {
  return useContext(AppContext);
}
