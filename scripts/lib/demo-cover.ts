/** Generated cover images for the demo articles: an abstract pattern and the title. */
import sharp from 'sharp';
import { JOURNAL } from '@journal/common/constants';
import { escapeXml } from './escape-xml';

/** Deterministic pseudo-random numbers (mulberry32), so a seed always gives the same cover. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Greedy wrap by character count; the font's metrics are not known before rendering. */
function wrapByChars(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export async function createCoverImage(input: { title: string; seed: number }): Promise<Buffer> {
  const random = seededRandom(input.seed);
  const hue = Math.floor(random() * 360);
  const shapes = Array.from({ length: 16 }, () => {
    const colour = `hsl(${(hue + random() * 70) % 360} 45% ${45 + random() * 25}%)`;
    const [x, y, size] = [random() * 1200, random() * 420, 60 + random() * 260];
    return random() < 0.5
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="${colour}" opacity="0.28"/>`
      : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${(size / 3).toFixed(0)}" fill="${colour}" opacity="0.3" transform="rotate(${(random() * 90 - 45).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  });
  // Shrink the type until the title fits in four lines; only the longest titles are cut.
  const fitted = [56, 48, 40].map((size) => ({
    size,
    lines: wrapByChars(input.title, Math.floor(1040 / (size * 0.64))),
  }));
  const { size, lines } = fitted.find((f) => f.lines.length <= 4) ?? fitted[2]!;
  const shown = lines.length > 4 ? [...lines.slice(0, 3), `${lines[3]}\u2026`] : lines;
  const top = 600 - shown.length * size * 1.2;
  const text = shown
    .map(
      (line, i) =>
        `<tspan x="80" y="${(top + (i + 0.85) * size * 1.2).toFixed(0)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 20%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 30%)"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>${shapes.join('')}<rect width="1200" height="630" fill="url(#shade)"/>
<text x="80" y="80" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" letter-spacing="3" fill="#e8c48f">${escapeXml(JOURNAL.shortTitle)}</text>
<text font-family="DejaVu Serif, Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toBuffer();
}

// zlib.crc32 only exists from Node 20.15, and the project runs on any Node 20.
