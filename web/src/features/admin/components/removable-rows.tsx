import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AddIcon, DeleteOutlineIcon } from '../../../lib/ui/desk-icons';
import type { ReactNode } from 'react';

interface RemovableRowsProps {
  /** The rows as react-hook-form's useFieldArray gives them. */
  rows: { id: string }[];
  /** The grid's columns from the small breakpoint up, the Remove button's last (`auto`). */
  columns: string;
  /** The fields of row `index`, side by side. */
  fields: (index: number) => ReactNode;
  /** The Remove button's name for row `index`: its icon alone says nothing. */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** The Add button: its text, a fuller name where the text is ambiguous, and the row limit. */
  add: { text: string; label?: string; max: number; onAdd: () => void };
}

/**
 * Rows of fields the editor adds and removes one by one (an author's affiliations, the funders):
 * each row's fields with its Remove button beside them, stacked on a phone, then an Add button
 * that stops at the contract's limit.
 */
export function RemovableRows({ rows, columns, fields, removeLabel, onRemove, add }: RemovableRowsProps) {
  return (
    <>
      {rows.map((row, index) => (
        <Box key={row.id} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } }}>
          {fields(index)}
          <Button
            color="error"
            onClick={() => onRemove(index)}
            aria-label={removeLabel(index)}
            sx={{ alignSelf: 'start', mt: 1 }}
          >
            <DeleteOutlineIcon />
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={add.onAdd}
          disabled={rows.length >= add.max}
          aria-label={add.label}
        >
          {add.text}
        </Button>
      </Box>
    </>
  );
}
