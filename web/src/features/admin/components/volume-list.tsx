import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { adminMessages } from '@journal/common/messages';
import type { Volume } from '@journal/common/contracts/volumes';
import { useAdminVolumes } from '../api/admin-lists';
import { useDeleteRecord } from '../api/delete-record';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';

export function VolumeList() {
  const volumes = useAdminVolumes();
  const remove = useDeleteRecord('volume');
  const [pending, setPending] = useState<Volume | null>(null);
  const [error, setError] = useState<ActionError | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    setError(null);
    remove.mutate(pending._id, {
      onError: (err) => setError(actionError(adminMessages.deleteVolumeFailed, err)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div>
      <SubHeading>All Volumes</SubHeading>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
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
                onClick={() => setPending(volume)}
                aria-label={`Delete ${volume.name}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        message={pending ? adminMessages.confirmDeleteVolume : null}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
