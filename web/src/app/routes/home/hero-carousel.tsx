import { useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { HERO_SLIDE_MS } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import { PauseIcon, PlayIcon } from '../../../lib/ui/icons';
import { HERO_HEIGHT, HERO_SLIDES, HERO_WIDTH } from './hero-slides';
import styles from './hero-carousel.module.css';

const TRACK = [...HERO_SLIDES, ...HERO_SLIDES.slice(0, 1)];
/** How long before its turn the next image is requested, so it has arrived when it slides in. */
const PRELOAD_LEAD_MS = 1500;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the reader asks for reduced motion. Read once mounted, never during render: the server
 * cannot know, and the page must hydrate with the markup it sent (motion allowed).
 */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    // jsdom has no media queries.
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The four hero images slide by one every HERO_SLIDE_MS. The track ends with a copy of the
 * first image: sliding onto it looks like wrapping around, and once there the track jumps back
 * to the real first image without animation. It stops while hovered or focused, when the reader
 * pauses it, and entirely for readers who ask for reduced motion. An image is requested only
 * shortly before it is shown (browsers fetch "lazy" images beside the visible one early).
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [loadedUpTo, setLoadedUpTo] = useState(0);
  const running = !reducedMotion && !hovered && !focused && !paused;
  const count = HERO_SLIDES.length;
  const current = position % count;

  useEffect(() => {
    if (!running) return;
    const preload = window.setTimeout(
      () => setLoadedUpTo((n) => Math.max(n, position + 1)),
      HERO_SLIDE_MS - PRELOAD_LEAD_MS,
    );
    const timer = window.setTimeout(() => {
      // A background tab may skip transitionend; never slide past the copy of the first image.
      if (position >= count) {
        setAnimated(false);
        setPosition(0);
      } else {
        setAnimated(true);
        setPosition(position + 1);
      }
    }, HERO_SLIDE_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, [running, position, count]);

  const wrapAround = () => {
    if (position === count) {
      setAnimated(false);
      setPosition(0);
    }
  };

  const show = (index: number) => {
    setLoadedUpTo((n) => Math.max(n, index));
    setAnimated(!reducedMotion);
    setPosition(index);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Images from the fields the journal covers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className={styles.carousel}
    >
      <div
        onTransitionEnd={wrapAround}
        className={cx(styles.track, animated && !reducedMotion && styles.animated)}
        style={{ '--position': position } as CSSProperties}
      >
        {TRACK.map((slide, index) => {
          const isCopy = index === count;
          const requested = isCopy || index <= loadedUpTo;
          return (
            <div
              key={index}
              role={isCopy ? undefined : 'group'}
              aria-roledescription={isCopy ? undefined : 'slide'}
              aria-label={isCopy ? undefined : `${index + 1} of ${count}`}
              aria-hidden={isCopy || index !== current}
              className={styles.slide}
            >
              {requested && (
                <img
                  src={slide.src}
                  srcSet={`${slide.smallSrc} 800w, ${slide.src} 1600w`}
                  sizes="(min-width: 1200px) 1152px, 100vw"
                  width={HERO_WIDTH}
                  height={HERO_HEIGHT}
                  alt={isCopy ? '' : slide.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  // The first slide is the page's main picture: drawn in the frame it arrives in.
                  decoding={index === 0 ? undefined : 'async'}
                  className={styles.image}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        {!reducedMotion && (
          <button
            type="button"
            aria-label={paused ? 'Play the slideshow' : 'Pause the slideshow'}
            onClick={() => setPaused(!paused)}
            className={styles.pause}
          >
            {paused ? <PlayIcon className={styles.pauseIcon} /> : <PauseIcon className={styles.pauseIcon} />}
          </button>
        )}
        {HERO_SLIDES.map((slide, index) => (
          <button
            type="button"
            key={slide.src}
            aria-label={`Show image ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
            className={styles.dot}
          >
            <span className={cx(styles.dotMark, index === current && styles.dotMarkCurrent)} />
          </button>
        ))}
      </div>
    </section>
  );
}
