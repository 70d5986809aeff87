import type { ReactNode } from 'react';
import { Alert } from './alert';
import { buttonClass } from './button';
import { cx } from './cx';
import { RefreshIcon } from './icons';
import type from './type.module.css';
import styles from './load-states.module.css';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
}

/** A load that failed for a reason other than "not found": say so and offer to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      className={styles.failed}
      action={
        <button type="button" className={buttonClass({ color: 'inherit', size: 'small' })} onClick={onRetry}>
          <RefreshIcon />
          Try again
        </button>
      }
    >
      {message}
    </Alert>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={cx(type.body1, styles.emptyTitle, Boolean(children) && styles.emptyTitleWithText)}>
        {title}
      </p>
      {children}
    </div>
  );
}
