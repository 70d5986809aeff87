import { createContext, useContext, useEffect } from 'react';
import { JOURNAL } from '@journal/common/constants';

/**
 * Where a page rendered on the server reports its title (web/src/entry-server.tsx): effects do
 * not run there, and the server's <title> must say what the browser's will.
 */
const TitleReport = createContext<((page: string | undefined) => void) | null>(null);
export const TitleReportProvider = TitleReport.Provider;

/**
 * Sets the tab title to "{page} | {journal}" (or the journal alone, for undefined) while the
 * page is shown. null leaves the title to a screen inside this one (the current issue's).
 */
export function useDocumentTitle(page: string | undefined | null) {
  const report = useContext(TitleReport);
  if (page !== null) report?.(page);
  useEffect(() => {
    if (page !== null) document.title = page ? `${page} | ${JOURNAL.title}` : JOURNAL.title;
  }, [page]);
}
