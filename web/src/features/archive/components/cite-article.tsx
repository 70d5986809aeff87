import { lazy, Suspense, useId, useState } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { articleApi, type CitationFormat } from '@journal/common/contracts/articles-routes';
import { apiUrl } from '../../../lib/api-client';
import { buttonClass } from '../../../lib/ui/button';
import { cx } from '../../../lib/ui/cx';
import { DownloadIcon, ExpandMoreIcon } from '../../../lib/ui/icons';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './cite-article.module.css';

/** The style picker, the formatted reference and Copy: their code loads when a reader reaches for them. */
const loadPanel = () => import('./cite-panel');
const CitePanel = lazy(() => loadPanel().then((m) => ({ default: m.CitePanel })));
const prefetchPanel = () => void loadPanel().catch(() => undefined);

const FILES: { format: CitationFormat; label: string; extension: string }[] = [
  { format: 'bibtex', label: 'BibTeX (.bib)', extension: 'bib' },
  { format: 'ris', label: 'RIS (.ris)', extension: 'ris' },
  { format: 'csl-json', label: 'CSL-JSON (.json)', extension: 'json' },
];

/**
 * The Cite box: a formatted reference in the reader's choice of the six CSL styles, opened on
 * demand, and the files reference managers import, which are plain links that work before (or
 * without) the page's JavaScript.
 */
export function CiteArticle({ article }: { article: Article }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  function toggle() {
    setOpen(!open);
    setOpened(true);
  }

  return (
    <section aria-labelledby="cite-heading">
      <h2 id="cite-heading" className={cx(type.h2, styles.heading)}>
        Cite this article
      </h2>
      <div className={styles.parts}>
        <div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            className={buttonClass({ variant: 'outlined', size: 'small' })}
            onClick={toggle}
            onPointerEnter={prefetchPanel}
            onFocus={prefetchPanel}
          >
            Format a citation
            <ExpandMoreIcon className={cx(styles.chevron, open && styles.chevronOpen)} />
          </button>
          <div id={panelId} hidden={!open}>
            {opened && (
              <Suspense
                fallback={
                  <p role="status" className={cx(type.body2, type.muted, styles.loading)}>
                    Loading the citation styles…
                  </p>
                }
              >
                <CitePanel slug={article.slug} />
              </Suspense>
            )}
          </div>
        </div>
        <div>
          <h3 className={cx(type.h3, styles.filesHeading)}>Reference manager files</h3>
          <div className={styles.files}>
            {FILES.map(({ format, label, extension }) => (
              <a
                key={format}
                href={apiUrl(articleApi.cite.path({ slug: article.slug }, { format }))}
                download={`${article.slug}.${extension}`}
                className={linkClass({}, styles.file)}
              >
                <DownloadIcon className={styles.fileIcon} />
                {label}
              </a>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
