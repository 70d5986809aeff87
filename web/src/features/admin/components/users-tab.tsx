import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { adminMessages } from '@journal/common/messages';
import type { User } from '@journal/common/contracts/users';
import { useAdminUsers } from '../api/admin-lists';
import { useDeleteRecord } from '../api/delete-record';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';

export function UsersTab() {
  const users = useAdminUsers();
  const remove = useDeleteRecord('user');
  const [pending, setPending] = useState<User | null>(null);
  const [error, setError] = useState<ActionError | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    setError(null);
    remove.mutate(pending._id, {
      onError: (err) => setError(actionError(adminMessages.deleteUserFailed, err)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      <AdminTable
        label="Users"
        columns={['Username', 'Email', 'Actions']}
        query={users}
        emptyMessage={adminMessages.noUsers}
        renderRow={(user) => (
          <TableRow key={user._id}>
            <TableCell>{user.username}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>
              <Button
                color="error"
                size="small"
                onClick={() => setPending(user)}
                aria-label={`Delete user ${user.username}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        message={pending ? adminMessages.confirmDeleteUser : null}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
