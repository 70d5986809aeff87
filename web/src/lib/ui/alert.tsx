import type { ReactNode } from 'react';
import { cx } from './cx';
import { ErrorIcon, InfoIcon, WarningIcon } from './icons';
import styles from './alert.module.css';

interface AlertProps {
  severity: 'error' | 'warning' | 'info';
  variant?: 'standard' | 'outlined';
  /** A control at the end (Try again). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

const icons = { error: ErrorIcon, warning: WarningIcon, info: InfoIcon };

/**
 * A message in a tinted or outlined box. An error is announced as it appears (role alert, as
 * MUI's Alert has it); a warning or information is part of the page and read with it.
 */
export function Alert({ severity, variant = 'standard', action, className, children }: AlertProps) {
  const Icon = icons[severity];
  return (
    <div
      role={severity === 'error' ? 'alert' : undefined}
      className={cx(styles.alert, styles[severity], styles[variant], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.message}>{children}</div>
      {action}
    </div>
  );
}
