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

/** A list the server pages: `query.data` is the current page, of `total` rows in all. */
export interface ServerPaging {
  total: number;
  /** False when a search counted only its first matches: the total is then "at least". */
  exact: boolean;
  /** From 0. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
}

interface AdminTableProps<T> {
  label: string;
  columns: string[];
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  emptyMessage: string;
  /** One `<TableRow>` for an item; only the current page's items are rendered. */
  renderRow(item: T): ReactNode;
  /** Without it the table pages what `query.data` holds (the short lists: volumes, issues, mail). */
  paging?: ServerPaging;
}

/**
 * Every admin list: skeleton rows while loading, an error with Retry, the empty text, or one
 * page of rows (the newest first, as the API answers), so a large archive stays quick to show.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  return props.paging ? (
    <ServerPagedTable {...props} paging={props.paging} />
  ) : (
    <ClientPagedTable {...props} />
  );
}

function ClientPagedTable<T>({ label, columns, query, emptyMessage, renderRow }: AdminTableProps<T>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  if (query.isError) return <FailedList retry={() => void query.refetch()} />;

  const items = query.data ?? [];
  // A deletion can empty the last page: show the page before it instead.
  const lastPage = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingRows columns={columns} />;
  } else if (items.length === 0) {
    body = <EmptyRow columns={columns} message={emptyMessage} />;
  } else {
    body = items.slice(shownPage * pageSize, (shownPage + 1) * pageSize).map(renderRow);
  }

  return (
    <TableFrame label={label} columns={columns} busy={query.isPending} body={body}>
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
    </TableFrame>
  );
}

function ServerPagedTable<T>({
  label,
  columns,
  query,
  emptyMessage,
  renderRow,
  paging,
}: AdminTableProps<T> & { paging: ServerPaging }) {
  if (query.isError) return <FailedList retry={() => void query.refetch()} />;
  const body = query.isPending ? (
    <LoadingRows columns={columns} />
  ) : (query.data ?? []).length === 0 ? (
    <EmptyRow columns={columns} message={emptyMessage} />
  ) : (
    (query.data ?? []).map(renderRow)
  );
  return (
    <TableFrame label={label} columns={columns} busy={query.isPending} body={body}>
      <TablePagination
        component="div"
        count={paging.total}
        page={Math.min(paging.page, Math.max(0, Math.ceil(paging.total / paging.pageSize) - 1))}
        onPageChange={(_event, next) => paging.onPageChange(next)}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${count.toLocaleString('en')}${paging.exact ? '' : '+'}`
        }
      />
    </TableFrame>
  );
}

function TableFrame({
  label,
  columns,
  busy,
  body,
  children,
}: {
  label: string;
  columns: string[];
  busy: boolean;
  body: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={busy}>
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
      {children}
    </Paper>
  );
}

function FailedList({ retry }: { retry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      {adminMessages.fetchFailed}
    </Alert>
  );
}

function LoadingRows({ columns }: { columns: string[] }) {
  return [0, 1, 2].map((row) => (
    <TableRow key={row}>
      {columns.map((column) => (
        <TableCell key={column}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function EmptyRow({ columns, message }: { columns: string[]; message: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
        {message}
      </TableCell>
    </TableRow>
  );
}
