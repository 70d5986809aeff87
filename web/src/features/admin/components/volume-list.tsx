import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { adminMessages } from '@journal/common/messages';
import type { Volume } from '@journal/common/contracts/volumes';
import { useAdminVolumes } from '../api/admin-lists';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';

export function VolumeList() {
  const volumes = useAdminVolumes();
  const deletion = useConfirmedDeletion<Volume>('volume', {
    confirm: adminMessages.confirmDeleteVolume,
    failed: adminMessages.deleteVolumeFailed,
  });

  return (
    <div>
      <SubHeading>All Volumes</SubHeading>
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
      <AdminTable
        label="Volumes"
        columns={['Year', 'Name', 'Slug', 'Actions']}
        query={volumes}
        emptyMessage={adminMessages.noVolumes}
        renderRow={(volume) => (
          <TableRow key={volume._id}>
            <TableCell>{volume.year}</TableCell>
            <TableCell>{volume.name}</TableCell>
            <TableCell>{volume.slug}</TableCell>
            <TableCell>
              <Button
                color="error"
                size="small"
                onClick={() => deletion.ask(volume)}
                aria-label={`Delete ${volume.name}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
