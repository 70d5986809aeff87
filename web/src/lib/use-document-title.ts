import { useEffect } from 'react';
import { JOURNAL } from '@journal/common/constants';

/** Sets the tab title to "{page} | {journal}" (or the journal alone) while the page is shown. */
export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    document.title = page ? `${page} | ${JOURNAL.title}` : JOURNAL.title;
  }, [page]);
}
