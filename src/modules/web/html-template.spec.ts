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

  it('moves the build’s stylesheets to the front of the head, before anything the page adds', () => {
    const html = compileTemplate(
      '<html><head><meta charset="UTF-8" /><script type="module" src="/assets/i.js"></script><link rel="stylesheet" crossorigin href="/assets/i.css"></head><body></body></html>',
    ).render({ lang: 'en', dir: 'ltr' }, '<title>t</title><link rel="modulepreload" href="/assets/r.js" />');
    expect(html).toBe(
      '<html lang="en"><head><meta charset="UTF-8" />\n    <link rel="stylesheet" crossorigin href="/assets/i.css">\n<title>t</title><link rel="modulepreload" href="/assets/r.js" /><script type="module" src="/assets/i.js"></script></head><body></body></html>',
    );
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

  describe('the app’s first render', () => {
    const INDEX_WITH_LOADING_SCREEN = `<html><head><meta charset="UTF-8" /></head><body>
    <div id="root"><!--app-->
      <div role="status" aria-busy="true"><svg></svg></div>
    <!--/app--></div>
    <script type="module" src="/assets/index-1.js"></script>
  </body></html>`;
    const withScreen = compileTemplate(INDEX_WITH_LOADING_SCREEN);

    it('replaces the loading screen and marks the root with the language it was rendered in', () => {
      const html = withScreen.render({ lang: 'ur', dir: 'rtl' }, '', '', { html: '<div class="app">کار</div>', language: 'ur' });
      expect(html).toContain('<div id="root" data-server-rendered="ur"><div class="app">کار</div></div>\n    <script type="module"');
      expect(html).not.toContain('aria-busy');
      expect(html).not.toContain('<!--app-->');
    });

    it('keeps the loading screen when the page is not rendered', () => {
      const html = withScreen.render({ lang: 'en', dir: 'ltr' }, '');
      expect(html).toContain('<div id="root"><!--app-->');
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('data-server-rendered');
    });

    it('renders nothing in when the template has no marked root', () => {
      const html = template.render({ lang: 'en', dir: 'ltr' }, '', '', { html: '<p>app</p>', language: 'en' });
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<p>app</p>');
    });
  });
});
