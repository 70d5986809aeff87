import { useEffect, useRef, useState } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { apiUrl } from '../../../lib/api-client';
import styles from './article-cover.module.css';

const FALLBACK = '/images/fallback-cover.svg';
/**
 * How wide a cover is drawn: the screen's width on a phone (the page's one column), at most half
 * of it from 900 px on, where the article page puts it in a side column and home beside the
 * featured text. The browser picks the narrowest copy that fills that at the screen's density.
 */
const COVER_SIZES = '(min-width: 900px) 50vw, 100vw';

/**
 * The article's cover in a box of fixed proportions, so the page never jumps while it loads;
 * `contain` keeps the picture's own aspect ratio. A missing or broken image shows the
 * journal's fallback cover instead (docs/decisions.md "Screens and routes").
 */
export function ArticleCover({
  image,
  renditions = [],
  title,
  priority = false,
}: {
  image: string | null;
  /** The cover's stored widths (`Article.imageRenditions`); without them, `image` alone. */
  renditions?: Article['imageRenditions'];
  title: string;
  /** The page's largest picture (an article page's cover): fetched before the page's scripts. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const showFallback = !image || failed;
  const picture = useRef<HTMLImageElement>(null);
  // On a page the server rendered, the picture may have failed before the page's script ran,
  // and its error event is gone: a finished load without pixels is the same failure.
  useEffect(() => {
    const img = picture.current;
    if (img && !showFallback && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [showFallback]);
  return (
    <div className={styles.frame}>
      <img
        ref={picture}
        className={styles.picture}
        src={showFallback ? FALLBACK : apiUrl(image)}
        srcSet={
          showFallback || renditions.length < 2
            ? undefined
            : renditions.map(({ url, width }) => `${apiUrl(url)} ${width}w`).join(', ')
        }
        sizes={showFallback || renditions.length < 2 ? undefined : COVER_SIZES}
        alt={showFallback ? '' : `Cover image for “${title}”`}
        width={1200}
        height={630}
        // The page's main picture is drawn in the frame it arrives in; others may wait.
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
