import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { searchPages, searchPath } from '@journal/common/contracts/search-routes';

export const SEARCH_PLACEHOLDER = 'Search journals, books, images and primary sources';

interface SearchFormProps {
  initialTerm?: string;
  label?: string;
  /** 'onDark' sets the label in light type for the home page's hero. */
  tone?: 'onLight' | 'onDark';
}

/** A labelled search box: a non-empty, trimmed term goes to /search/{term}. */
export function SearchForm({
  initialTerm = '',
  label = 'Search the journal',
  tone = 'onLight',
}: SearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const [empty, setEmpty] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') navigate(searchPath(trimmed));
  }

  return (
    // Without JavaScript the browser sends the term to /search?q=, which redirects to its results.
    <Box
      component="form"
      role="search"
      action={searchPages.form.pattern}
      method="get"
      onSubmit={submit}
      noValidate
      sx={{ width: '100%' }}
    >
      <Typography
        component="label"
        htmlFor={inputId}
        sx={{
          display: 'block',
          fontWeight: 600,
          mb: 1,
          color: tone === 'onDark' ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        {/* The outlined input alone: TextField would bring Select and its menu into every page. */}
        <OutlinedInput
          id={inputId}
          type="search"
          name="q"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setEmpty(false);
          }}
          placeholder={SEARCH_PLACEHOLDER}
          error={empty}
          autoComplete="off"
          inputProps={{ 'aria-describedby': empty ? hintId : undefined, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 1,
            '& input::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ px: 4, flexShrink: 0 }}
        >
          Search
        </Button>
      </Box>
      {empty && (
        <Typography
          id={hintId}
          role="alert"
          variant="body2"
          sx={{ mt: 1, color: tone === 'onDark' ? 'primary.contrastText' : 'error.main' }}
        >
          Type a word or phrase to search for.
        </Typography>
      )}
    </Box>
  );
}
