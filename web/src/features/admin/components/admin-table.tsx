import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { adminMessages } from '@journal/common/messages';

const DEFAULT_PAGE_SIZE = 25;
const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, 100];

interface AdminTableProps<T> {
  label: string;
  columns: string[];
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  emptyMessage: string;
  /** One `<TableRow>` for an item; only the current page's items are rendered. */
  renderRow(item: T): ReactNode;
}

/**
 * Every admin list: skeleton rows while loading, an error with Retry, the empty text, or one
 * page of rows (the newest first, as the API answers), so a large archive stays quick to show.
 */
export function AdminTable<T>({ label, columns, query, emptyMessage, renderRow }: AdminTableProps<T>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {adminMessages.fetchFailed}
      </Alert>
    );
  }

  const items = query.data ?? [];
  // A deletion can empty the last page: show the page before it instead.
  const lastPage = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  let body: ReactNode;
  if (query.isPending) {
    body = [0, 1, 2].map((row) => (
      <TableRow key={row}>
        {columns.map((column) => (
          <TableCell key={column}>
            <Skeleton />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (items.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
          {emptyMessage}
        </TableCell>
      </TableRow>
    );
  } else {
    body = items.slice(shownPage * pageSize, (shownPage + 1) * pageSize).map(renderRow);
  }

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={query.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {items.length > DEFAULT_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={items.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Paper>
  );
}
