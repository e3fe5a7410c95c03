import { describe, expect, it } from 'vitest';
import { escapeXml, layoutTitle, renderPoster, wrapText } from './poster';

const poster = (overrides: Partial<Parameters<typeof renderPoster>[0]> = {}) =>
  renderPoster({ id: 1001, name: 'Gamla vänner', year: 2014, genreNames: ['Drama'], ...overrides });

/** A small well-formedness check: every tag closes in order and every & starts an entity. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const textNodes = svg.match(/>[^<]*</g) ?? [];
  for (const text of textNodes) expect(text.slice(1, -1)).not.toMatch(/[<>]/);
}

describe('renderPoster', () => {
  it('is a 2:3 SVG with a 400 x 600 view box', () => {
    const svg = poster();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 400 600"');
    expect(svg).toContain('width="400" height="600"');
    expect(svg.endsWith('</svg>')).toBe(true);
    assertWellFormed(svg);
  });

  it("names an episode by its series and its own name, without the list's [S1E2] marker", () => {
    const svg = poster({ name: 'Nordens ljus [S1E2]: Blodsband', year: 2022 });
    expect(svg).not.toContain('[S1E2]');
    const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
    expect(text).toContain('Nordens ljus: Blodsband');
    expect(svg).toContain('Nordens ljus: Blodsband (2022)');
  });

  it('draws the same poster for the same title every time', () => {
    expect(poster()).toBe(poster());
    expect(poster({ id: 42 })).toBe(poster({ id: 42 }));
  });

  it('draws different colours and shapes for different titles', () => {
    const posters = new Set(
      Array.from({ length: 20 }, (_, i) => poster({ id: 2000 + i, name: 'Same name' })),
    );
    expect(posters.size).toBe(20);
    const backgrounds = new Set(
      Array.from({ length: 20 }, (_, i) => poster({ id: 2000 + i }).match(/stop-color="(hsl[^"]+)"/)![1]),
    );
    expect(backgrounds.size).toBeGreaterThan(10);
  });

  it('escapes the name, genres and label so that no markup gets through', () => {
    const svg = poster({
      name: `<script>alert("x")</script> & 'quotes'`,
      genreNames: ['<b>Drama</b>', 'Rock & roll'],
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('ROCK &amp; ROLL');
    assertWellFormed(svg);
  });

  it('drops characters XML does not allow', () => {
    expect(escapeXml('a\u0000b\u0007c\uFFFEd\uD800e')).toBe('abcde');
    assertWellFormed(poster({ name: 'Null\u0000byte \u001b[31m' }));
  });

  it('keeps Nordic letters and other scripts as they are', () => {
    expect(poster({ name: 'Ålen' })).toContain('>Ålen<');
    expect(poster({ name: '雪の駅' })).toContain('雪の駅');
  });

  it('shows the year, or leaves it out when unknown', () => {
    expect(poster({ year: 1968 })).toContain('>1968<');
    const withoutYear = poster({ year: null });
    expect(withoutYear).not.toMatch(/>\d{4}</);
    assertWellFormed(withoutYear);
  });

  it('has no text lines for an empty name', () => {
    expect(layoutTitle('   ').lines).toEqual([]);
    assertWellFormed(poster({ name: '' }));
  });
});

describe('title layout', () => {
  it('sets short names large and long names smaller, over several lines', () => {
    const short = layoutTitle('Ålen');
    const long = layoutTitle('Tystnaden i Norrvik [S1E2]: Isen brister');
    expect(short.lines).toEqual(['Ålen']);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join(' ')).toBe('Tystnaden i Norrvik [S1E2]: Isen brister');
  });

  it('does not break a word when a smaller size fits it whole', () => {
    const layout = layoutTitle('Hälsingegårdens hemlighet');
    expect(layout.lines.every((line) => !line.endsWith('-'))).toBe(true);
  });

  it('hyphenates a word too long for any line, and cuts very long names with an ellipsis', () => {
    expect(wrapText('Supercalifragilisticexpialidocious', 8)!.length).toBeGreaterThan(1);
    expect(wrapText('Supercalifragilisticexpialidocious', 8, false)).toBeNull();
    const huge = layoutTitle(Array.from({ length: 40 }, () => 'Väldigt').join(' '));
    expect(huge.lines).toHaveLength(6);
    expect(huge.lines[5]!.endsWith('…')).toBe(true);
  });
});
