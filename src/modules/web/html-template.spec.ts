import { describe, expect, it } from '@jest/globals';
import { compileTemplate, escapeHtml, jsonForScript } from './html-template.js';

describe('escapeHtml', () => {
  it('escapes what could end a text or a quoted attribute', () => {
    expect(escapeHtml(`a<b>"c" 'd' & e`)).toBe('a&lt;b&gt;&quot;c&quot; &#39;d&#39; &amp; e');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { model: '</script><script>alert(1)</script> <!-- & \u2028 "x"' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

const VITE_INDEX = `<!doctype html>
<html lang="en" class="app">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" />
    <meta name="description" content="old" />
    <meta property="og:title" content="old" />
    <link rel="canonical" href="https://old.test/" />
    <link rel="alternate" hreflang="ur" href="https://old.test/ur" />
    <link rel="alternate" type="application/rss+xml" href="/feed.xml" />
    <title>Old title</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('compileTemplate', () => {
  const template = compileTemplate(VITE_INDEX);

  it('puts the page’s language and direction on <html>, keeping its other attributes', () => {
    expect(template.render({ lang: 'ur', dir: 'rtl' }, '')).toContain('<html lang="ur" dir="rtl" class="app">');
    expect(template.render({ lang: 'pt', dir: 'ltr' }, '')).toContain('<html lang="pt" class="app">');
  });

  it('takes the template’s per-page tags out and puts the head right after <meta charset>', () => {
    const html = template.render({ lang: 'en', dir: 'ltr' }, '<title>New</title>');
    expect(html).not.toMatch(/Old title|content="old"|old\.test/);
    expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<title>New<\/title>\s*<link rel="icon"/);
    // What is not per page stays: the icon, the feed, the client's script, the body.
    for (const kept of [
      '/favicon.svg',
      '/feed.xml',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<div id="root">',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('copes with a head without <meta charset>', () => {
    const html = compileTemplate('<html><head><title>x</title></head><body></body></html>').render(
      { lang: 'es', dir: 'ltr' },
      '<title>y</title>',
    );
    expect(html).toBe('<html lang="es"><head>\n<title>y</title></head><body></body></html>');
  });

  it('puts the client’s data last in the body, and nothing when there is none', () => {
    const data = '<script type="application/json" id="d">{}</script>';
    const html = template.render({ lang: 'en', dir: 'ltr' }, '', data);
    expect(html).toContain(`<div id="root"></div>${data}\n  </body>`);
    expect(template.render({ lang: 'en', dir: 'ltr' }, '')).toContain('<div id="root"></div></body>');
    expect(compileTemplate('<p>no body</p>').render({ lang: 'en', dir: 'ltr' }, '', data)).toBe(
      `<html lang="en">\n<p>no body</p>${data}\n  `,
    );
  });
});
