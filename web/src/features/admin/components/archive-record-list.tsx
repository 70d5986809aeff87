import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { DeletableKind } from '../api/delete-record';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable, type ServerPaging } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';

interface ArchiveRecordListProps<T extends { _id: string }> {
  kind: DeletableKind;
  /** Plural, as the heading and the table's name have it: 'Volumes'. */
  title: string;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  /** The columns before Actions. */
  columns: string[];
  cells(record: T): ReactNode;
  emptyMessage: string;
  texts: { confirm: string; failed: string };
  /** How the Delete button names its record to a screen reader: 'Delete {name}'. */
  name(record: T): string;
  /** Actions shown before Delete. */
  actions?(record: T): ReactNode;
  /** For a list the server pages (articles): the page shown, and its search above the table. */
  paging?: ServerPaging;
  toolbar?: ReactNode;
}

/**
 * The archive's lists of volumes, issues and articles: one row a record and a Delete that asks
 * first, with the dashboard's failure text in an alert above the table.
 */
export function ArchiveRecordList<T extends { _id: string }>(props: ArchiveRecordListProps<T>) {
  const { kind, title, query, columns, cells, emptyMessage, texts, name, actions, paging, toolbar } = props;
  const deletion = useConfirmedDeletion<T>(kind, texts);

  return (
    <div>
      <SubHeading>All {title}</SubHeading>
      {toolbar}
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
      <AdminTable
        label={title}
        columns={[...columns, 'Actions']}
        query={query}
        emptyMessage={emptyMessage}
        paging={paging}
        renderRow={(record) => (
          <TableRow key={record._id}>
            {cells(record)}
            <TableCell>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {actions?.(record)}
                <Button
                  color="error"
                  size="small"
                  onClick={() => deletion.ask(record)}
                  aria-label={`Delete ${name(record)}`}
                >
                  Delete
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
