import { describe, expect, it } from '@jest/globals';
import { markdownToSafeHtml } from './markdown.js';

describe('markdownToSafeHtml', () => {
  it('renders paragraphs, emphasis, lists and links', () => {
    expect(markdownToSafeHtml('Pay by **telegraphic transfer**.\n\n- Bank charges\n- Letters of credit')).toBe(
      '<p>Pay by <strong>telegraphic transfer</strong>.</p>\n<ul>\n<li>Bank charges</li>\n<li>Letters of credit</li>\n</ul>',
    );
    expect(markdownToSafeHtml('[Contact us](https://example.com/contact)')).toBe(
      '<p><a href="https://example.com/contact" rel="nofollow noopener noreferrer">Contact us</a></p>',
    );
  });

  it('keeps plain text as a paragraph, its line breaks as breaks, and escapes markup characters', () => {
    expect(markdownToSafeHtml('First line\nsecond line')).toBe('<p>First line<br />second line</p>');
    expect(markdownToSafeHtml('5 < 6 & 7 > 3')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>');
  });

  it('drops scripts, event handlers, images, styles and javascript: links', () => {
    const html = markdownToSafeHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)><p style="color:red" onclick="x()">hi</p>\n\n[x](javascript:alert(1)) ![i](https://e.x/i.png)',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|<img|javascript:/i);
    expect(html).toContain('<p>hi</p>');
    expect(html).toContain('<a rel="nofollow noopener noreferrer">x</a>');
  });

  it('turns top-level headings into the page’s third level', () => {
    expect(markdownToSafeHtml('# Title')).toBe('<h3>Title</h3>');
  });
});
