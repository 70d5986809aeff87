import { useEffect, useState } from 'react';
import { formatApa, formatMla } from '@journal/common/citation/styles';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { apiUrl } from '../../../lib/api-client';
import { buttonClass } from '../../../lib/ui/button';
import { cx } from '../../../lib/ui/cx';
import { CheckIcon, CopyIcon, DownloadIcon } from '../../../lib/ui/icons';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { useSiteOrigin } from '../../../lib/site-origin';
import { articlePath } from '@journal/common/contracts/articles-routes';
import styles from './cite-article.module.css';

type Style = 'APA' | 'MLA';
type CopyState = { style: Style; ok: boolean } | null;

const CONFIRMATION_MS = 4000;

/** The journal's name is italic in both styles; the copied text stays plain. */
function StyledCitation({ text }: { text: string }) {
  const [before, ...rest] = text.split(JOURNAL.title);
  if (rest.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <em>{JOURNAL.title}</em>
      {rest.join(JOURNAL.title)}
    </>
  );
}

/** APA and MLA citations with a copy button each, and BibTeX and RIS files for reference managers. */
export function CiteArticle({ article }: { article: Article }) {
  const [copied, setCopied] = useState<CopyState>(null);
  const links = { url: `${useSiteOrigin()}${articlePath(article)}` };
  const citations: { style: Style; text: string }[] = [
    { style: 'APA', text: formatApa(article, links) },
    { style: 'MLA', text: formatMla(article, links) },
  ];

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(style: Style, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ style, ok: true });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the reader is told to copy by hand.
      setCopied({ style, ok: false });
    }
  }

  const download = (format: 'bibtex' | 'ris') =>
    apiUrl(`/api/articles/${encodeURIComponent(article.slug)}/cite?format=${format}`);

  return (
    <section aria-labelledby="cite-heading">
      <h2 id="cite-heading" className={cx(type.h2, styles.heading)}>
        Cite this article
      </h2>
      <div className={styles.parts}>
        {citations.map(({ style, text }) => (
          <div key={style} className={styles.citation}>
            <h3 className={cx(type.h3, styles.style)}>{style}</h3>
            <p data-testid={`citation-${style.toLowerCase()}`} className={cx(type.body1, styles.text)}>
              <StyledCitation text={text} />
            </p>
            <button
              type="button"
              className={buttonClass({ variant: 'outlined', size: 'small' })}
              onClick={() => void copy(style, text)}
            >
              {copied?.style === style && copied.ok ? <CheckIcon /> : <CopyIcon />}
              Copy {style} citation
            </button>
          </div>
        ))}
        <p
          role="status"
          aria-live="polite"
          className={cx(type.body2, styles.status, copied?.ok === false && styles.refused)}
        >
          {copied &&
            (copied.ok
              ? `${copied.style} citation copied to the clipboard.`
              : 'Copying is not allowed here. Select the citation text and copy it.')}
        </p>
        <div>
          <h3 className={cx(type.h3, styles.filesHeading)}>Reference manager files</h3>
          <div className={styles.files}>
            <a
              href={download('bibtex')}
              download={`${article.slug}.bib`}
              className={linkClass({}, styles.file)}
            >
              <DownloadIcon className={styles.fileIcon} />
              BibTeX (.bib)
            </a>
            <a href={download('ris')} download={`${article.slug}.ris`} className={linkClass({}, styles.file)}>
              <DownloadIcon className={styles.fileIcon} />
              RIS (.ris)
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
