import TableCell from '@mui/material/TableCell';
import { adminMessages } from '@journal/common/messages';
import type { Volume } from '@journal/common/contracts/volumes';
import { useAdminVolumes } from '../api/admin-lists';
import { ArchiveRecordList } from './archive-record-list';

export function VolumeList() {
  return (
    <ArchiveRecordList<Volume>
      kind="volume"
      title="Volumes"
      query={useAdminVolumes()}
      columns={['Year', 'Name', 'Slug']}
      cells={(volume) => (
        <>
          <TableCell>{volume.year}</TableCell>
          <TableCell>{volume.name}</TableCell>
          <TableCell>{volume.slug}</TableCell>
        </>
      )}
      emptyMessage={adminMessages.noVolumes}
      texts={{ confirm: adminMessages.confirmDeleteVolume, failed: adminMessages.deleteVolumeFailed }}
      name={(volume) => volume.name}
    />
  );
}
