import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { excerptOf, minutesToRead, searchTextOf } from './blog-rules.js';

/**
 * A post's Markdown as the public reads it: rendered by marked (GitHub-flavoured) and then sanitised by sanitize-html
 * to a short list of text tags — no script, style, iframe, form or event-handler attribute survives, links keep only
 * http(s), mailto and site-relative targets and get rel="noopener nofollow", images only http(s) or site-relative
 * sources. Raw HTML in the Markdown goes through the same sanitiser. Rendered once, when the post is saved.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their content; any other unknown tag is dropped and its text kept.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitised HTML of a post's Markdown. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Sanitises HTML (exported for the specs: what the renderer lets through). */
export const sanitize = (html: string): string => sanitizeHtml(html, SANITIZE);

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
