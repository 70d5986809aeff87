import { useEffect, useRef, type ComponentType } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { formatCount } from '../../../lib/format';
import { cx } from '../../../lib/ui/cx';
import { DownloadIcon, ViewsIcon } from '../../../lib/ui/icons';
import type from '../../../lib/ui/type.module.css';
import { useRecordView } from '../api/articles';
import styles from './article-metrics.module.css';

/**
 * Views and PDF downloads as the server counted them when the page loaded (one per reader in
 * 30 minutes, crawlers left out). Opening the page reports one view.
 */
export function ArticleMetrics({ article }: { article: Article }) {
  useViewOnce(article.slug);
  return (
    <section aria-labelledby="metrics-heading">
      <h2 id="metrics-heading" className={cx(type.h2, styles.heading)}>
        Article metrics
      </h2>
      <dl className={styles.metrics}>
        <Metric Icon={ViewsIcon} label="Views" value={article.views} />
        <Metric Icon={DownloadIcon} label="PDF downloads" value={article.downloads} />
      </dl>
    </section>
  );
}

/**
 * Reports the view once per mount. StrictMode runs effects twice on the same instance; the ref
 * survives that, so the second run sends nothing. A new article remounts (keyed by id) and reports again.
 */
function useViewOnce(slug: string) {
  const { mutate } = useRecordView(slug);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    mutate();
  }, [mutate]);
}

/** The term comes first for assistive technology; the number is shown above it. */
function Metric({
  Icon,
  label,
  value,
}: {
  Icon: ComponentType<{ className?: string }>;
  label: string;
  value: number;
}) {
  return (
    <div className={styles.metric}>
      <dt className={cx(type.body2, styles.term)}>
        <Icon className={styles.icon} />
        {label}
      </dt>
      <dd className={styles.value}>{formatCount(value)}</dd>
    </div>
  );
}
