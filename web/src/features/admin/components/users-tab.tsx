import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { adminMessages } from '@journal/common/messages';
import type { User } from '@journal/common/contracts/users';
import { useAdminUsers } from '../api/admin-lists';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';

export function UsersTab() {
  const users = useAdminUsers();
  const deletion = useConfirmedDeletion<User>('user', {
    confirm: adminMessages.confirmDeleteUser,
    failed: adminMessages.deleteUserFailed,
  });

  return (
    <>
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
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
                onClick={() => deletion.ask(user)}
                aria-label={`Delete user ${user.username}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
