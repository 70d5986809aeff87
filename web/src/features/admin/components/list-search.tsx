import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SearchIcon } from '../../../lib/ui/desk-icons';
import { useEffect, useRef, useState } from 'react';

/** Long enough to finish a word, short enough to feel immediate. */
const TYPING_PAUSE_MS = 300;

/**
 * A labelled search field for a server-searched list: it asks when typing pauses (or on Enter),
 * not on every key, and follows the address when the back button changes the search.
 */
export function ListSearch({
  label,
  value,
  onSearch,
  helperText,
}: {
  label: string;
  value: string;
  onSearch(text: string): void;
  helperText?: string;
}) {
  const [text, setText] = useState(value);
  // The address changed under the field (back button, another tab's link): show its search.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next);
  };

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      size="small"
      helperText={helperText}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(next), TYPING_PAUSE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search(text);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}
