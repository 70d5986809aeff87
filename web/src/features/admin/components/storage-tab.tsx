import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { adminMessages } from '@journal/common/messages';
import type { RemovedFile } from '@journal/common/contracts/sweeps';
import { useSweeps } from '../api/admin-sweeps';
import { AdminTable } from './admin-table';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

function fileSize(bytes: number): string {
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  return new Intl.NumberFormat('en', {
    style: 'unit',
    unit: UNITS[power],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

function RemovedFiles({ files }: { files: RemovedFile[] }) {
  if (files.length === 0) return 'None';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {files.map((file) => (
        <li key={file.path}>
          <Box component="span" sx={{ wordBreak: 'break-all' }}>
            {file.path}
          </Box>{' '}
          ({fileSize(file.size)}, stored {new Date(file.storedAt).toLocaleString()})
        </li>
      ))}
    </Box>
  );
}

/**
 * The storage clean-up: every run of the daily sweeper, how many stored files it looked at, and
 * the files it removed because no article or submission referred to them (an upload whose record
 * was never saved), so the editor can see that nothing the journal holds was lost.
 */
export function StorageTab() {
  const sweeps = useSweeps();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Once a day, files that no article or submission refers to are removed, when they are more than a day
        old.
      </Typography>
      <AdminTable
        label="Storage clean-ups"
        columns={['Ran', 'Files checked', 'Removed files', 'Not removed']}
        query={sweeps}
        emptyMessage={adminMessages.noSweeps}
        renderRow={(run) => (
          <TableRow key={run._id}>
            <TableCell>{new Date(run.ranAt).toLocaleString()}</TableCell>
            <TableCell>{run.checked}</TableCell>
            <TableCell>
              <RemovedFiles files={run.removed} />
            </TableCell>
            <TableCell>{run.failed}</TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
