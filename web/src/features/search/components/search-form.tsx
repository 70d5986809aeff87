import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPages, searchPath } from '@journal/common/contracts/search-routes';
import { buttonClass } from '../../../lib/ui/button';
import { cx } from '../../../lib/ui/cx';
import { SearchIcon } from '../../../lib/ui/icons';
import type from '../../../lib/ui/type.module.css';
import styles from './search-form.module.css';

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
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') navigate(searchPath(trimmed));
  }

  // A click on the box's padding, beside the text, still puts the caret in the field.
  function focusInput(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) input.current?.focus();
  }

  return (
    // Without JavaScript the browser sends the term to /search?q=, which redirects to its results.
    <form
      role="search"
      action={searchPages.form.pattern}
      method="get"
      onSubmit={submit}
      noValidate
      className={styles.form}
    >
      <label htmlFor={inputId} className={cx(type.body1, styles.label, tone === 'onDark' && styles.onDark)}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={cx(styles.field, empty && styles.invalid)} onClick={focusInput}>
          <SearchIcon className={styles.icon} />
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setEmpty(false);
            }}
            placeholder={SEARCH_PLACEHOLDER}
            aria-invalid={empty}
            aria-describedby={empty ? hintId : undefined}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
        </div>
        <button
          type="submit"
          className={buttonClass({ variant: 'contained', color: 'secondary', size: 'large' }, styles.submit)}
        >
          Search
        </button>
      </div>
      {empty && (
        <p
          id={hintId}
          role="alert"
          className={cx(type.body2, styles.hint, tone === 'onDark' && styles.onDark)}
        >
          Type a word or phrase to search for.
        </p>
      )}
    </form>
  );
}
