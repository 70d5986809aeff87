import { cx } from './cx';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** A line of text (default) or a block whose size the class gives. */
  shape?: 'text' | 'block';
  /** Of the container's width, as CSS: "45%". */
  width?: string;
  className?: string;
}

/** A placeholder for content still loading; the container that holds it says so (role status). */
export function Skeleton({ shape = 'text', width, className }: SkeletonProps) {
  return <span className={cx(styles.bone, styles[shape], className)} style={width ? { width } : undefined} />;
}
