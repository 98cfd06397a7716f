// What a query tells the one query-error handler (app/providers): which toast to show when it fails.
import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** i18n key of the toast shown when the query fails. Without it the query fails silently: its page shows the failure itself. */
      errorToast?: string;
      /** Show the server's own message when it sent one (the staff pages); otherwise the toast is always the key's text. */
      serverMessage?: boolean;
    };
  }
}
