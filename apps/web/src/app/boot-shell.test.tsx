import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootShell } from './boot-shell';

/** Markup with the whitespace between tags and inside them that HTML formatting adds taken out. */
const normalized = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/\s*>\s*/g, '>')
    .replace(/\s*<\s*/g, '<')
    .trim();

const bar = (html: string) =>
  /<div class="boot-shell-bar">[\s\S]*?<\/span\s*>\s*<\/div>/.exec(html)?.[0] ?? '';

describe('the start-up shell', () => {
  it('is in index.html as React renders it, so its first render replaces it with itself', () => {
    const indexHtml = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const root = indexHtml.slice(indexHtml.indexOf('<div id="root">'));
    expect(bar(root)).not.toBe('');
    expect(normalized(bar(root))).toBe(normalized(bar(renderToStaticMarkup(<BootShell />))));
    expect(renderToStaticMarkup(<BootShell />)).toContain('Filmhyllan');
  });
});
