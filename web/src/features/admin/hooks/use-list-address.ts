import { useSearchParams } from 'react-router-dom';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@journal/common/constants';

/**
 * A paged list's search, status filter and page, kept in the address beside the tab, so the
 * back button, a reload and a shared link show the same rows. Moving between pages adds a
 * history entry; typing a search or choosing a filter replaces it and starts from page 1.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status: SubmissionStatus | '' = SUBMISSION_STATUSES.find((s) => s === statusParam) ?? '';
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0;

  const update = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  return {
    filter: { q, status },
    page,
    setSearch: (text: string) => update({ q: text.trim(), page: '' }, true),
    setStatus: (value: SubmissionStatus | '') => update({ status: value, page: '' }, true),
    setPage: (index: number) => update({ page: String(index + 1) }, false),
  };
}
