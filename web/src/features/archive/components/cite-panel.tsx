import { useEffect, useId, useState } from 'react';
import {
  CITATION_STYLE_IDS,
  CITATION_STYLES,
  type CitationStyle,
} from '@journal/common/contracts/articles-routes';
import { citationMessages } from '@journal/common/messages';
import { buttonClass } from '../../../lib/ui/button';
import { cx } from '../../../lib/ui/cx';
import { CheckIcon, CopyIcon } from '../../../lib/ui/icons';
import { ErrorState } from '../../../lib/ui/load-states';
import { Skeleton } from '../../../lib/ui/skeleton';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { useReference } from '../api/references';
import { CslReference } from './csl-reference';
import styles from './cite-panel.module.css';

type CopyState = { style: CitationStyle; ok: boolean } | null;

const CONFIRMATION_MS = 4000;

/**
 * The article's reference in the style the reader picks, formatted by the API, and a button that
 * copies it as text. Loaded when the reader opens the Cite box (cite-article.tsx).
 */
export function CitePanel({ slug }: { slug: string }) {
  const selectId = useId();
  const [style, setStyle] = useState<CitationStyle>('apa');
  const [copied, setCopied] = useState<CopyState>(null);
  const html = useReference(slug, style, 'html');
  const text = useReference(slug, style, 'text');

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(reference: string) {
    try {
      await navigator.clipboard.writeText(reference.trim());
      setCopied({ style, ok: true });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the reader is told to copy by hand.
      setCopied({ style, ok: false });
    }
  }

  return (
    <div className={styles.panel}>
      <div className={styles.choice}>
        <label htmlFor={selectId} className={cx(type.body2, styles.label)}>
          Citation style
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={style}
          onChange={(event) => setStyle(event.target.value as CitationStyle)}
        >
          {CITATION_STYLE_IDS.map((id) => (
            <option key={id} value={id}>
              {CITATION_STYLES[id]}
            </option>
          ))}
        </select>
      </div>
      {html.isError ? (
        <ErrorState message={citationMessages.loadFailed} onRetry={() => void html.refetch()} />
      ) : html.isPending ? (
        <div role="status" aria-label="Loading the citation" aria-busy="true" className={styles.reference}>
          <Skeleton />
          <Skeleton width="60%" />
        </div>
      ) : (
        <div data-testid="citation" className={cx(type.body1, styles.reference)}>
          <CslReference html={html.data} />
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'outlined', size: 'small' })}
          disabled={!text.data}
          onClick={() => void (text.data && copy(text.data))}
        >
          {copied?.style === style && copied.ok ? <CheckIcon /> : <CopyIcon />}
          Copy citation
        </button>
        <p
          role="status"
          aria-live="polite"
          className={cx(type.body2, styles.status, copied?.ok === false && styles.refused)}
        >
          {copied &&
            (copied.ok
              ? citationMessages.copied(CITATION_STYLES[copied.style])
              : citationMessages.copyRefused)}
        </p>
      </div>
      <p className={cx(type.caption, type.muted)}>
        Formatted by{' '}
        <a className={linkClass({ tone: 'inherit' })} href="https://github.com/Juris-M/citeproc-js">
          citeproc-js
        </a>{' '}
        (© 2009–2019 Frank Bennett,{' '}
        <a className={linkClass({ tone: 'inherit' })} href="https://opensource.org/license/cpal-1-0">
          Common Public Attribution License
        </a>
        ) in the official{' '}
        <a className={linkClass({ tone: 'inherit' })} href="https://citationstyles.org/">
          Citation Style Language
        </a>{' '}
        styles.
      </p>
    </div>
  );
}
