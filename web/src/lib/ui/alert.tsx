import type { ReactNode } from 'react';
import { cx } from './cx';
import { ErrorIcon, InfoIcon } from './icons';
import styles from './alert.module.css';

interface AlertProps {
  severity: 'error' | 'info';
  variant?: 'standard' | 'outlined';
  /** A control at the end (Try again). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A message in a tinted or outlined box. An error is announced as it appears (role alert, as
 * MUI's Alert has it); information is not.
 */
export function Alert({ severity, variant = 'standard', action, className, children }: AlertProps) {
  const Icon = severity === 'error' ? ErrorIcon : InfoIcon;
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
