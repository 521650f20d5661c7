import { markdownToSafeHtml } from '../../common/markdown/markdown.js';
import { excerptOf, minutesToRead, searchTextOf } from './blog-rules.js';

/** A post's Markdown as the public reads it (common/markdown: the 'article' policy), rendered when the post is saved. */
export function renderMarkdown(markdown: string): string {
  return markdownToSafeHtml(markdown, 'article');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of rendered HTML (for the excerpt, the word count and the search): tags out, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|hr)\s*\/?>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|td|th)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fields derived from a post's Markdown, title and tags whenever one of them changes. */
export function derivedFields(title: string, content: string, tags: readonly string[]) {
  const contentHtml = renderMarkdown(content);
  const text = htmlToText(contentHtml);
  return { contentHtml, excerpt: excerptOf(text), minutesToRead: minutesToRead(text), searchText: searchTextOf(title, tags, text) };
}
