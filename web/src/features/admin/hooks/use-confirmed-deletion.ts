import { useState } from 'react';
import { useDeleteRecord, type DeletableKind } from '../api/delete-record';
import { actionError, type ActionError } from '../components/action-error';

/**
 * Deleting from an admin list: ask first (the dashboard's confirmation text), then delete, and
 * keep the dashboard's failure text with the reason for the list's alert.
 */
export function useConfirmedDeletion<T extends { _id: string }>(
  kind: DeletableKind,
  texts: { confirm: string; failed: string },
) {
  const remove = useDeleteRecord(kind);
  const [pending, setPending] = useState<T | null>(null);
  const [error, setError] = useState<ActionError | null>(null);

  const confirm = () => {
    if (!pending) return;
    setError(null);
    remove.mutate(pending._id, {
      onError: (err) => setError(actionError(texts.failed, err)),
      onSettled: () => setPending(null),
    });
  };

  return {
    ask: (record: T) => setPending(record),
    error,
    clearError: () => setError(null),
    /** The props of the list's ConfirmDialog. */
    dialog: {
      message: pending ? texts.confirm : null,
      confirmLabel: 'Delete',
      destructive: true,
      busy: remove.isPending,
      onConfirm: confirm,
      onCancel: () => setPending(null),
    },
  };
}
