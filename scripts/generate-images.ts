/**
 * Renders the site's own artwork (the hero, under-construction and fallback images
 * are files the project makes itself). The SVG below is the source; the WebP and SVG files in
 * web/public are its committed output. Run: npx tsx scripts/generate-images.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { JOURNAL } from '@journal/common/constants';

const PUBLIC_DIR = fileURLToPath(new URL('../web/public/', import.meta.url));

// The theme's navy and ochre (web/src/app/theme.ts) with a few calm tints between them.
const NAVY = '#12355b';
const NAVY_DARK = '#0a2240';
const OCHRE = '#9a5b13';
const OCHRE_LIGHT = '#d9a566';
const MIST = '#9cc0dc';

const W = 1600;
const H = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function verticalGradient(id: string, stops: [number, string][]): string {
  const s = stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

/** A river crossing at dusk: three Pratt truss spans on piers. */
function bridgeHero(): string {
  const deckY = 430;
  const topY = 335;
  const panel = 55;
  const spans = [110, 580, 1050].map((x0) => {
    const end = x0 + 440;
    // Inclined end posts, then verticals and diagonals that slope down towards mid-span.
    let d = `M${x0} ${deckY} L${x0 + panel} ${topY} H${end - panel} L${end} ${deckY}`;
    const mid = x0 + 220;
    for (let x = x0 + panel; x < end; x += panel) {
      d += ` M${x} ${topY} V${deckY}`;
      if (x !== mid) d += ` M${x} ${topY} L${x < mid ? x + panel : x - panel} ${deckY}`;
    }
    return `<path d="${d}"/>`;
  });
  const piers = [110, 565, 1065, 1490].map(
    (x) => `<rect x="${x - 14}" y="${deckY}" width="28" height="${H - deckY}"/>`,
  );
  const ripples = Array.from({ length: 8 }, (_, i) => {
    const y = 480 + i * 14;
    const x = 1110 + ((i * 53) % 90) - i * 8;
    return `<line x1="${x}" y1="${y}" x2="${x + 130 - i * 9}" y2="${y}"/>`;
  });
  return svgDocument(
    W,
    H,
    `<defs>${verticalGradient('sky', [
      [0, NAVY_DARK],
      [0.35, NAVY],
      [0.62, '#6f8ca3'],
      [0.77, '#e0b77a'],
    ])}` +
      `${verticalGradient('water', [
        [0, '#2a4d6e'],
        [1, NAVY_DARK],
      ])}</defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="1190" cy="375" r="64" fill="#f3dcaa" opacity="0.9"/>` +
      `<path d="M0 440 C220 395 420 425 640 405 S1060 375 1300 410 S1520 430 ${W} 400 V470 H0Z" fill="#3b5c78" opacity="0.8"/>` +
      `<rect y="462" width="${W}" height="${H - 462}" fill="url(#water)"/>` +
      `<g stroke="#f1d29c" stroke-width="3" opacity="0.35">${ripples.join('')}</g>` +
      `<g fill="${NAVY_DARK}">${piers.join('')}<rect x="0" y="${deckY - 4}" width="${W}" height="16"/></g>` +
      `<g fill="none" stroke="${NAVY_DARK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${spans.join('')}</g>`,
  );
}

/** Circuit traces leaving a chip, routed in 45-degree bends to round pads. */
function circuitHero(): string {
  const chip = { x: 1040, y: 200, w: 200, h: 200 };
  const traces: { d: string; pad: [number, number] }[] = [];
  // The left pins fan out over the frame's height. Outer pins bend first, so no trace crosses.
  for (let i = 0; i < 8; i++) {
    const y = chip.y + 25 + i * 22;
    const dy = 60 + i * 68 - y;
    const bendX = chip.x - 40 - (i < 4 ? i : 7 - i) * 16;
    const endX = 140 + ((i * 173) % 520);
    traces.push({ d: `M${chip.x} ${y} H${bendX} l${-Math.abs(dy)} ${dy} H${endX}`, pad: [endX, y + dy] });
  }
  for (let i = 0; i < 6; i++) {
    const x = chip.x + 30 + i * 28;
    const dx = (i - 2.5) * 24;
    const up = chip.y - 30 - (i % 2) * 25;
    const down = chip.y + chip.h + 30 + (i % 2) * 25;
    const top = 40 + (i % 3) * 20;
    const bottom = 560 - (i % 3) * 20;
    traces.push({ d: `M${x} ${chip.y} V${up} l${dx} ${-Math.abs(dx)} V${top}`, pad: [x + dx, top] });
    traces.push({
      d: `M${x} ${chip.y + chip.h} V${down} l${dx} ${Math.abs(dx)} V${bottom}`,
      pad: [x + dx, bottom],
    });
  }
  // Every fifth trace is ochre: one warm accent, as in the theme.
  const group = (accent: boolean) =>
    traces
      .filter((_, i) => (i % 5 === 2) === accent)
      .map((t) => `<path d="${t.d}"/>`)
      .join('');
  const pads = traces.map(({ pad: [x, y] }) => `<circle cx="${x}" cy="${y}" r="7"/>`);
  const pins = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${chip.x - 14}" y="${chip.y + 21 + i * 22}" width="14" height="8"/>`,
  );
  return svgDocument(
    W,
    H,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY_DARK}"/>` +
      `<stop offset="1" stop-color="#1d4a70"/></linearGradient>` +
      `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="#ffffff" opacity="0.09"/></pattern></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>` +
      `<g fill="none" stroke-width="4" stroke-linejoin="round"><g stroke="${MIST}" opacity="0.55">${group(false)}</g>` +
      `<g stroke="${OCHRE_LIGHT}" opacity="0.85">${group(true)}</g></g>` +
      `<g fill="${NAVY_DARK}" stroke="${MIST}" stroke-width="3" opacity="0.8">${pads.join('')}</g>` +
      `<g fill="${OCHRE_LIGHT}" opacity="0.8">${pins.join('')}</g>` +
      `<rect x="${chip.x}" y="${chip.y}" width="${chip.w}" height="${chip.h}" rx="14" fill="#163f63" stroke="${OCHRE_LIGHT}" stroke-width="4"/>` +
      `<rect x="${chip.x + 40}" y="${chip.y + 40}" width="${chip.w - 80}" height="${chip.h - 80}" rx="6" fill="none" stroke="${MIST}" stroke-width="2" opacity="0.6"/>`,
  );
}

/** A DNA double helix across the frame; rungs fade as they turn away from the viewer. */
function helixHero(): string {
  const mid = 300;
  const amp = 125;
  const k = (2 * Math.PI) / 560;
  const strand = (phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= W; x += 10) points.push(`${x} ${(mid + amp * Math.sin(k * x + phase)).toFixed(1)}`);
    return `M${points.join(' L')}`;
  };
  const rungs: string[] = [];
  for (let x = 14; x < W; x += 28) {
    const y1 = mid + amp * Math.sin(k * x);
    const y2 = mid + amp * Math.sin(k * x + Math.PI);
    const depth = (0.35 + 0.55 * Math.abs(Math.cos(k * x))).toFixed(2);
    const colour = Math.round(x / 28) % 2 === 0 ? OCHRE_LIGHT : MIST;
    rungs.push(
      `<line x1="${x}" y1="${y1.toFixed(1)}" x2="${x}" y2="${y2.toFixed(1)}" stroke="${colour}" opacity="${depth}"/>`,
    );
  }
  const bokeh = [
    [180, 120, 90],
    [520, 500, 140],
    [1380, 110, 120],
    [1000, 540, 80],
  ].map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.05"/>`);
  return svgDocument(
    W,
    H,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${NAVY_DARK}"/>` +
      `<stop offset="0.6" stop-color="${NAVY}"/><stop offset="1" stop-color="#1f5560"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh.join('')}` +
      `<g stroke-width="6" stroke-linecap="round">${rungs.join('')}</g>` +
      `<g fill="none" stroke-width="9" stroke-linecap="round"><path d="${strand(0)}" stroke="${MIST}" opacity="0.85"/>` +
      `<path d="${strand(Math.PI)}" stroke="${OCHRE_LIGHT}" opacity="0.85"/></g>`,
  );
}

/** A blueprint of a town plan: street blocks, a river, contours and a dimension line. */
function cityPlanHero(): string {
  const blocks: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 9; col++) {
      if ((row * 9 + col) % 7 === 3) continue; // gaps read as parks and squares
      blocks.push(`<rect x="${760 + col * 86}" y="${70 + row * 96}" width="66" height="76" rx="4"/>`);
    }
  }
  const contours = [0, 1, 2, 3].map((i) => {
    const r = 50 + i * 42;
    return `<ellipse cx="300" cy="250" rx="${r * 1.5}" ry="${r}" transform="rotate(-12 300 250)"/>`;
  });
  return svgDocument(
    W,
    H,
    `<defs><pattern id="fine" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.05"/></pattern>` +
      `<pattern id="major" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0H0V100" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.09"/></pattern></defs>` +
      `<rect width="${W}" height="${H}" fill="${NAVY}"/><rect width="${W}" height="${H}" fill="url(#fine)"/><rect width="${W}" height="${H}" fill="url(#major)"/>` +
      `<g fill="none" stroke="${MIST}" stroke-width="2" opacity="0.35">${contours.join('')}</g>` +
      `<path d="M0 465 C260 430 400 545 620 515 C690 505 730 550 745 610" fill="none" stroke="#3f7aa6" stroke-width="38" opacity="0.55"/>` +
      `<g transform="rotate(-6 1150 300)" fill="#ffffff" fill-opacity="0.05" stroke="#dce8f2" stroke-width="2" stroke-opacity="0.55">${blocks.join('')}</g>` +
      `<path d="M700 40 L1580 560" stroke="${OCHRE_LIGHT}" stroke-width="10" opacity="0.8"/>` +
      `<circle cx="1127" cy="292" r="34" fill="${NAVY}" stroke="${OCHRE_LIGHT}" stroke-width="8" opacity="0.9"/>` +
      `<g stroke="${OCHRE_LIGHT}" stroke-width="2" opacity="0.7"><line x1="760" y1="572" x2="1500" y2="572"/>` +
      `<line x1="760" y1="560" x2="760" y2="584"/><line x1="1500" y1="560" x2="1500" y2="584"/></g>`,
  );
}

function underConstruction(): string {
  const stripes = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<path d="M${118 + i * 44} 150 l30 0 -30 44 -30 0z"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-labelledby="t"><title id="t">Under construction</title>
<rect width="480" height="320" rx="16" fill="#f4efe4"/>
<path d="M30 246 H450" stroke="#d8cfbd" stroke-width="4" stroke-linecap="round"/>
<g fill="${NAVY}"><rect x="118" y="194" width="12" height="52"/><rect x="350" y="194" width="12" height="52"/><rect x="104" y="240" width="40" height="8" rx="3"/><rect x="336" y="240" width="40" height="8" rx="3"/></g>
<clipPath id="board"><rect x="96" y="150" width="288" height="44" rx="6"/></clipPath>
<rect x="96" y="150" width="288" height="44" rx="6" fill="${OCHRE}"/>
<g fill="${NAVY}" clip-path="url(#board)">${stripes}</g>
<path d="M410 178h16l22 68h-60z" fill="${OCHRE}"/>
<path d="M405 202h26l4 13h-34z" fill="#f4efe4"/>
<text x="240" y="100" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="34" font-weight="700" fill="${NAVY}">Under construction</text>
<text x="240" y="286" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" fill="#4a4a52">This section is being prepared.</text>
</svg>
`;
}

function fallbackCover(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-labelledby="t"><title id="t">${escapeXml(JOURNAL.title)}</title>
<defs><pattern id="lines" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><line x1="0" y1="0" x2="0" y2="36" stroke="${NAVY}" stroke-width="2" opacity="0.06"/></pattern></defs>
<rect width="1200" height="630" fill="#eeebe4"/><rect width="1200" height="630" fill="url(#lines)"/>
<rect x="60" y="60" width="1080" height="510" fill="none" stroke="${NAVY}" stroke-width="3" opacity="0.25"/>
<text x="600" y="330" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="150" font-weight="700" letter-spacing="12" fill="${NAVY}">${escapeXml(JOURNAL.shortTitle)}</text>
<rect x="540" y="392" width="120" height="6" fill="${OCHRE}"/>
<text x="600" y="455" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#4a4a52">${escapeXml(JOURNAL.title)}</text>
</svg>
`;
}

/** The journal's monogram as a path, so it looks the same whatever fonts the browser has. */
function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${escapeXml(JOURNAL.shortTitle)}</title>
<rect width="64" height="64" rx="12" fill="${NAVY}"/>
<path d="M17 11H47V18L27 41H47V48H17V41L37 18H17Z" fill="#ffffff"/>
<rect x="17" y="52" width="30" height="4" rx="1" fill="${OCHRE_LIGHT}"/>
</svg>
`;
}

async function writeOut(relativePath: string, data: Buffer | string): Promise<void> {
  const target = PUBLIC_DIR + relativePath;
  await writeFile(target, data);
  console.log(`${relativePath.padEnd(34)} ${Buffer.byteLength(data).toString().padStart(7)} bytes`);
}

async function main(): Promise<void> {
  await mkdir(PUBLIC_DIR + 'images', { recursive: true });
  const heroes = [bridgeHero(), circuitHero(), helixHero(), cityPlanHero()];
  for (const [i, svg] of heroes.entries()) {
    const image = sharp(Buffer.from(svg));
    await writeOut(
      `images/hero-${i + 1}.webp`,
      await image.clone().webp({ quality: 70, effort: 6 }).toBuffer(),
    );
    await writeOut(
      `images/hero-${i + 1}-small.webp`,
      await image
        .clone()
        .resize(W / 2, H / 2)
        .webp({ quality: 70, effort: 6 })
        .toBuffer(),
    );
  }
  await writeOut('images/under-construction.svg', underConstruction());
  await writeOut('images/fallback-cover.svg', fallbackCover());
  await writeOut('favicon.svg', favicon());
}

await main();
