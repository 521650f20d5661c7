import { describe, expect, it } from '@jest/globals';
import { derivedFields, htmlToText, renderMarkdown } from './blog-markdown.js';

describe('blog Markdown', () => {
  it('renders Markdown to HTML', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** and *italic* text.\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('strips scripts, styles, iframes and their content', () => {
    const html = renderMarkdown(
      'Hello <script>alert("x")</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe> world',
    );
    expect(html).not.toMatch(/script|style|iframe|alert|display:none/i);
    expect(html).toContain('Hello');
    expect(html).toContain('world');
  });

  it('strips event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<img src="https://example.com/a.png" onerror="alert(1)"> <a href="javascript:alert(1)" onclick="x()">click</a> [md](javascript:alert(2)) <p onmouseover="y()">p</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:|alert/i);
    expect(html).toContain('src="https://example.com/a.png"');
    expect(html).toContain('click');
  });

  it('gives links rel="noopener nofollow", overriding any rel', () => {
    const html = renderMarkdown('[site](https://example.com) <a href="https://x.example" rel="opener">x</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">site</a>');
    expect(html).toContain('<a href="https://x.example" rel="noopener nofollow">x</a>');
  });

  it('refuses data: images and protocol-relative links', () => {
    const html = renderMarkdown('![x](data:image/png;base64,AAAA) [p](//evil.example/)');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('//evil.example');
  });

  it('reads the plain text back, entities decoded', () => {
    expect(htmlToText('<p>Fish &amp; chips&nbsp;&#39;n&#x27; more</p><p>next</p>')).toBe("Fish & chips 'n' more next");
  });

  it('derives excerpt, reading time and search text', () => {
    const d = derivedFields('RoRo Guide', '## Ships\n\nRoll-on **roll-off** ships.', ['Shipping']);
    expect(d.excerpt).toBe('Ships Roll-on roll-off ships.');
    expect(d.minutesToRead).toBe(1);
    expect(d.searchText).toContain('roro guide');
    expect(d.searchText).toContain('shipping');
    expect(d.searchText).toContain('roll-off');
  });
});
