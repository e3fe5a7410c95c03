/**
 * Posters for titles that have no artwork: an SVG (2:3, viewBox 0 0 400 600) drawn from the title alone.
 * The colours and the motif come from a hash of the title id, so a title always gets the same poster and
 * neighbours in a list look different. Text is set in the system's sans-serif (no web fonts, no network).
 */

export interface PosterInput {
  id: number;
  name: string;
  year: number | null;
  genreNames: string[];
}

const WIDTH = 400;
const HEIGHT = 600;
const MARGIN = 32;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const FONT = "'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

// ---------------------------------------------------------------- text safety

/** XML 1.0's Char production: no control characters, lone surrogates, U+FFFE or U+FFFF. */
const isXmlChar = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

export function escapeXml(text: string): string {
  return [...text]
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// ---------------------------------------------------------------- deterministic randomness

/** FNV-1a, 32 bits. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a float in [0, 1) per call. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is plenty at this size and keeps the markup short. */
const n = (value: number): string => String(Math.round(value * 10) / 10);
const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

interface Palette {
  deep: string;
  mid: string;
  light: string;
  accent: string;
  ink: string;
}

// ---------------------------------------------------------------- motifs

type Motif = (random: () => number, palette: Palette) => string;

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** A low sun over a mountain ridge, with its reflection. */
const midnightSun: Motif = (random, p) => {
  const cx = between(random, 110, 290);
  const cy = between(random, 170, 260);
  const r = between(random, 60, 110);
  const ridge = (base: number, height: number, fill: string, opacity: number) => {
    const points: string[] = [`0,${n(HEIGHT)}`, `0,${n(base)}`];
    for (let x = 0; x <= WIDTH; x += between(random, 40, 90))
      points.push(`${n(x)},${n(base - random() * height)}`);
    points.push(`${WIDTH},${n(base)}`, `${WIDTH},${HEIGHT}`);
    return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${n(opacity)}"/>`;
  };
  const stripes = Array.from({ length: 5 }, (_, i) => {
    const y = cy + r + 40 + i * 14;
    const half = r * (1 - i * 0.17);
    return `<rect x="${n(cx - half)}" y="${n(y)}" width="${n(half * 2)}" height="4" rx="2" fill="${p.accent}" opacity="${n(0.5 - i * 0.08)}"/>`;
  });
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.accent}" opacity="0.9"/>`,
    ridge(cy + r * 0.6, 90, p.mid, 0.85),
    ridge(cy + r + 20, 60, p.deep, 0.95),
    ...stripes,
  ].join('');
};

/** Northern lights: soft waving bands and a few stars. */
const aurora: Motif = (random, p) => {
  const stars = Array.from(
    { length: 28 },
    () =>
      `<circle cx="${n(random() * WIDTH)}" cy="${n(random() * 300)}" r="${n(between(random, 0.6, 1.8))}" fill="#fff" opacity="${n(between(random, 0.3, 0.9))}"/>`,
  );
  const bands = Array.from({ length: 4 }, (_, i) => {
    const y = between(random, 90, 260) + i * 22;
    const amplitude = between(random, 30, 80);
    const d = `M-20 ${n(y)} C ${n(WIDTH * 0.3)} ${n(y - amplitude)}, ${n(WIDTH * 0.6)} ${n(y + amplitude)}, ${WIDTH + 20} ${n(y - amplitude / 2)}`;
    const colour = i % 2 === 0 ? p.accent : p.light;
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(between(random, 18, 42))}" stroke-linecap="round" opacity="${n(between(random, 0.25, 0.55))}"/>`;
  });
  return [...stars, ...bands].join('');
};

/** Concentric rings from a point near an edge. */
const rings: Motif = (random, p) => {
  const cx = random() < 0.5 ? between(random, -40, 80) : between(random, 320, 440);
  const cy = between(random, 60, 320);
  return Array.from({ length: 9 }, (_, i) => {
    const colour = i % 3 === 0 ? p.accent : p.light;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(40 + i * 38)}" fill="none" stroke="${colour}" stroke-width="${n(6 + (i % 3) * 5)}" opacity="${n(0.75 - i * 0.07)}"/>`;
  }).join('');
};

/** A spruce forest in three rows, the nearest darkest. */
const forest: Motif = (random, p) => {
  const trees: string[] = [
    `<circle cx="${n(between(random, 60, 340))}" cy="${n(between(random, 80, 160))}" r="${n(between(random, 26, 44))}" fill="${p.accent}" opacity="0.85"/>`,
  ];
  const rows: [number, string, number][] = [
    [300, p.light, 0.35],
    [350, p.mid, 0.7],
    [410, p.deep, 0.95],
  ];
  for (const [base, colour, opacity] of rows) {
    for (let x = between(random, -30, 0); x < WIDTH + 30; x += between(random, 22, 46)) {
      const h = between(random, 60, 150);
      const w = h * 0.38;
      trees.push(
        `<polygon points="${n(x)},${n(base - h)} ${n(x + w / 2)},${n(base)} ${n(x - w / 2)},${n(base)}" fill="${colour}" opacity="${n(opacity)}"/>`,
      );
    }
    trees.push(
      `<rect x="0" y="${n(base - 1)}" width="${WIDTH}" height="${n(HEIGHT - base + 1)}" fill="${colour}" opacity="${n(opacity)}"/>`,
    );
  }
  return trees.join('');
};

/** Overlapping tilted blocks. */
const blocks: Motif = (random, p) =>
  Array.from({ length: 6 }, (_, i) => {
    const w = between(random, 90, 240);
    const h = between(random, 60, 200);
    const x = between(random, -40, WIDTH - w / 2);
    const y = between(random, 20, 330);
    const angle = between(random, -25, 25);
    const colour = [p.accent, p.light, p.mid][i % 3]!;
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${colour}" opacity="${n(between(random, 0.35, 0.8))}" transform="rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})"/>`;
  }).join('');

/** The sea: stacked waves under a pale moon. */
const waves: Motif = (random, p) => {
  const layers = Array.from({ length: 6 }, (_, i) => {
    const y = 220 + i * 45;
    const amplitude = between(random, 8, 22);
    const length = between(random, 70, 140);
    let d = `M0 ${n(y)}`;
    for (let x = 0; x < WIDTH; x += length) {
      d += ` q ${n(length / 4)} ${n(-amplitude)} ${n(length / 2)} 0 t ${n(length / 2)} 0`;
    }
    d += ` V ${HEIGHT} H 0 Z`;
    const colour = i % 2 === 0 ? p.mid : p.light;
    return `<path d="${d}" fill="${colour}" opacity="${n(0.25 + i * 0.12)}"/>`;
  });
  const moon = `<circle cx="${n(between(random, 80, 320))}" cy="${n(between(random, 90, 150))}" r="${n(between(random, 24, 40))}" fill="${p.accent}" opacity="0.9"/>`;
  return moon + layers.join('');
};

const motifs: Motif[] = [midnightSun, aurora, rings, forest, blocks, waves];

// ---------------------------------------------------------------- title layout

/** Approximate advance of a character in em for a bold sans-serif (no font metrics on the server). */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (
    (code >= 0x2e80 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xff00 && code <= 0xffef)
  ) {
    return 1;
  }
  if (char === ' ') return 0.28;
  if (/[iljtf.,:;'!|]/.test(char)) return 0.32;
  if (/[MWmw@]/.test(char)) return 0.9;
  if (/[A-ZÅÄÖÆØ]/.test(char)) return 0.7;
  return 0.58;
}

const widthOf = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0);

/**
 * Splits text into lines no wider than `maxEm`. A word too long for a line is broken with a hyphen when
 * `breakWords` is set; otherwise the text does not fit and the answer is null.
 */
export function wrapText(text: string, maxEm: number, breakWords = true): string[] | null {
  const lines: string[] = [];
  let fits = true;
  let line = '';
  const pushWord = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxEm) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    if (widthOf(rest) > maxEm && !breakWords) fits = false;
    while (widthOf(rest) > maxEm) {
      let cut = 1;
      const chars = [...rest];
      while (cut < chars.length && widthOf(`${chars.slice(0, cut + 1).join('')}-`) <= maxEm) cut++;
      lines.push(`${chars.slice(0, cut).join('')}-`);
      rest = chars.slice(cut).join('');
    }
    line = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) pushWord(word);
  if (line) lines.push(line);
  return fits ? lines : null;
}

interface TitleLayout {
  lines: string[];
  fontSize: number;
}

const FONT_SIZES = [64, 56, 48, 42, 36, 32, 28];

/**
 * The largest size at which the name fits the text box: first without breaking any word, then with long
 * words hyphenated, and at the smallest size cut after six lines with an ellipsis.
 */
export function layoutTitle(name: string): TitleLayout {
  const text = name.replace(/\s+/g, ' ').trim().slice(0, 160);
  if (!text) return { lines: [], fontSize: 0 };
  for (const breakWords of [false, true]) {
    for (const fontSize of FONT_SIZES) {
      const lines = wrapText(text, TEXT_WIDTH / fontSize, breakWords);
      const maxLines = Math.min(5, Math.floor(230 / (fontSize * 1.08)));
      if (lines && lines.length <= maxLines) return { lines, fontSize };
    }
  }
  const fontSize = 26;
  const lines = wrapText(text, TEXT_WIDTH / fontSize) ?? [];
  if (lines.length <= 6) return { lines, fontSize };
  const kept = lines.slice(0, 6);
  kept[5] = `${kept[5]!.replace(/-$/, '')}…`;
  return { lines: kept, fontSize };
}

// ---------------------------------------------------------------- the poster

/**
 * The name a poster shows: an episode's "Series [S1E2]: Episode" without the season and episode marker, which
 * is for lists, not for artwork ("Series: Episode").
 */
export const posterName = (name: string): string => name.replace(/\s*\[S\d+E\d+\]/g, '');

export function renderPoster(input: PosterInput): string {
  const random = generator(hash32(`poster:${input.id}`));
  const hue = random() * 360;
  const palette: Palette = {
    deep: hsl(hue, 45, 12),
    mid: hsl(hue + between(random, 20, 50), 50, 30),
    light: hsl(hue + between(random, 40, 70), 55, 62),
    accent: hsl(hue + between(random, 150, 210), 78, 64),
    ink: '#fff',
  };
  const motif = motifs[Math.floor(random() * motifs.length)]!;
  const gradientAngle = Math.round(random() * 3);
  const id = `p${Math.abs(Math.trunc(input.id))}`;

  const { lines, fontSize } = layoutTitle(posterName(input.name));
  const lineHeight = fontSize * 1.08;
  const yearLine = input.year !== null ? 556 : 570;
  const lastBaseline = yearLine - 34;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${n(firstBaseline + index * lineHeight)}" font-size="${fontSize}" font-weight="800" letter-spacing="-0.5" fill="${palette.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const ruleY = lines.length > 0 ? firstBaseline - fontSize - 14 : lastBaseline - 20;

  const genres = input.genreNames
    .slice(0, 3)
    .map((genre) => genre.trim())
    .filter(Boolean)
    .join(' · ')
    .toUpperCase();
  const genreText = genres
    ? `<text x="${MARGIN}" y="50" font-size="13" font-weight="700" letter-spacing="2.5" fill="${palette.ink}" opacity="0.85">${escapeXml(
        [...genres].slice(0, 40).join(''),
      )}</text>`
    : '';
  const yearText =
    input.year !== null
      ? `<text x="${MARGIN}" y="${yearLine}" font-size="18" font-weight="600" letter-spacing="3" fill="${palette.ink}" opacity="0.8">${escapeXml(String(input.year))}</text>`
      : '';
  const name = posterName(input.name);
  const label = escapeXml(input.year !== null ? `${name} (${input.year})` : name);
  const [x1, y1, x2, y2] = [
    ['0', '0', '0', '1'],
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '1', '1', '0'],
  ][gradientAngle]!;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient>`,
    `<linearGradient id="${id}-scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.72"/></linearGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-bg)"/>`,
    `<g>${motif(random, palette)}</g>`,
    `<rect y="${HEIGHT * 0.42}" width="${WIDTH}" height="${HEIGHT * 0.58}" fill="url(#${id}-scrim)"/>`,
    `<rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="1.5"/>`,
    `<g font-family="${FONT}">`,
    genreText,
    `<rect x="${MARGIN}" y="${n(ruleY)}" width="44" height="5" fill="${palette.accent}"/>`,
    titleText,
    yearText,
    `<text x="${WIDTH - MARGIN}" y="${yearLine}" text-anchor="end" font-size="11" font-weight="700" letter-spacing="3" fill="${palette.ink}" opacity="0.55">FILMHYLLAN</text>`,
    '</g>',
    '</svg>',
  ].join('');
}
