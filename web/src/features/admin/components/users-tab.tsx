import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { adminMessages } from '@journal/common/messages';
import type { User } from '@journal/common/contracts/users';
import { adminPageQueries } from '../api/admin-pages';
import { useAdminPages } from '../hooks/use-admin-pages';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';

export function UsersTab() {
  const users = useAdminPages<User>(adminPageQueries.users);
  const deletion = useConfirmedDeletion<User>('user', {
    confirm: adminMessages.confirmDeleteUser,
    failed: adminMessages.deleteUserFailed,
  });

  return (
    <>
      <ListToolbar>
        <ListSearch
          label="Search users"
          helperText="Username or e-mail, from its start"
          value={users.filter.q}
          onSearch={users.setSearch}
        />
      </ListToolbar>
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
      <AdminTable
        label="Users"
        columns={['Username', 'Email', 'Actions']}
        query={users.rows}
        emptyMessage={adminMessages.noUsers}
        paging={users.paging}
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
