import { useEffect, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { HERO_SLIDE_MS } from '@journal/common/constants';
import { HERO_HEIGHT, HERO_SLIDES, HERO_WIDTH } from './hero-slides';

const TRACK = [...HERO_SLIDES, ...HERO_SLIDES.slice(0, 1)];
/** How long before its turn the next image is requested, so it has arrived when it slides in. */
const PRELOAD_LEAD_MS = 1500;

/**
 * The four hero images slide by one every HERO_SLIDE_MS. The track ends with a copy of the
 * first image: sliding onto it looks like wrapping around, and once there the track jumps back
 * to the real first image without animation. It stops while hovered or focused, when the reader
 * pauses it, and entirely for readers who ask for reduced motion. An image is requested only
 * shortly before it is shown (browsers fetch "lazy" images beside the visible one early).
 */
export function HeroCarousel() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Images from the fields the journal covers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{
        position: 'relative',
        aspectRatio: `${HERO_WIDTH} / ${HERO_HEIGHT}`,
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'primary.main',
      }}
    >
      <Box
        onTransitionEnd={wrapAround}
        sx={{
          display: 'flex',
          height: '100%',
          transform: `translateX(-${position * 100}%)`,
          transition: animated && !reducedMotion ? 'transform 800ms ease-in-out' : 'none',
        }}
      >
        {TRACK.map((slide, index) => {
          const isCopy = index === count;
          const requested = isCopy || index <= loadedUpTo;
          return (
            <Box
              key={index}
              role={isCopy ? undefined : 'group'}
              aria-roledescription={isCopy ? undefined : 'slide'}
              aria-label={isCopy ? undefined : `${index + 1} of ${count}`}
              aria-hidden={isCopy || index !== current}
              sx={{ flex: '0 0 100%', height: '100%' }}
            >
              {requested && (
                <Box
                  component="img"
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
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      <Stack
        direction="row"
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          alignItems: 'center',
          gap: 0.5,
          bgcolor: 'primary.dark',
          borderRadius: 4,
          px: 0.5,
        }}
      >
        {!reducedMotion && (
          <IconButton
            size="small"
            aria-label={paused ? 'Play the slideshow' : 'Pause the slideshow'}
            onClick={() => setPaused(!paused)}
            sx={{ color: 'primary.contrastText' }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        )}
        {HERO_SLIDES.map((slide, index) => (
          <ButtonBase
            key={slide.src}
            aria-label={`Show image ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.contrastText' },
            }}
          >
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                border: 2,
                borderColor: 'primary.contrastText',
                bgcolor: index === current ? 'primary.contrastText' : 'transparent',
              }}
            />
          </ButtonBase>
        ))}
      </Stack>
    </Box>
  );
}
