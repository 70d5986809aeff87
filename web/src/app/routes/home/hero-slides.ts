/** The hero's four images (scripts/generate-images.ts draws them), 1600×600 with 800-wide copies. */
export interface HeroSlide {
  src: string;
  smallSrc: string;
  alt: string;
}

const slide = (n: number, alt: string): HeroSlide => ({
  src: `/images/hero-${n}.webp`,
  smallSrc: `/images/hero-${n}-small.webp`,
  alt,
});

export const HERO_SLIDES: HeroSlide[] = [
  slide(1, 'A steel truss bridge crossing a river at dusk, the moon rising behind it'),
  slide(2, 'Circuit traces fanning out from the pins of a microchip'),
  slide(3, 'A DNA double helix drawn in blue and gold'),
  slide(4, 'A blueprint town plan with street blocks, a river and contour lines'),
];

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 600;
