import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written Markdown as HTML safe to put in a public page: rendered by marked (GitHub-flavoured), then sanitised by
 * sanitize-html. Whatever the text holds — raw HTML included — no script, style, frame, form, event handler or
 * `javascript:` link survives: staff write it, but a stolen staff session must not become a stored XSS. Each kind of
 * text has its own list of what may stay.
 */
export type MarkdownKind = 'article' | 'page' | 'answer';

const paragraphs = new Marked({ gfm: true, breaks: false, async: false });
/** Short answers keep a single line break as a break. */
const lines = new Marked({ gfm: true, breaks: true, async: false });

/** A table's tags, for the kinds of text that may hold one. */
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/**
 * A blog post: headings under the post's title, images (http(s) only, lazy), tables; links get rel="noopener nofollow".
 */
const ARTICLE: sanitizeHtml.IOptions = {
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
    ...TABLE_TAGS,
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

/** A content page (About, the terms…): text structure, tables, definition lists; external links open in a new tab. */
const PAGE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    ...TABLE_TAGS,
    'dl',
    'dt',
    'dd',
    'abbr',
  ],
  // rel and target: set by the transform below on external links only.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], abbr: ['title'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A page's own title is its h1: a "# Heading" in the text becomes an h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
  },
  disallowedTagsMode: 'discard',
};

/** An FAQ answer: text formatting, lists, links, small headings; no images or tables. */
const ANSWER: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Headings an answer writes as # or ## sit under the page's own headings.
    h1: 'h3',
    h2: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

const POLICIES: Record<MarkdownKind, sanitizeHtml.IOptions> = { article: ARTICLE, page: PAGE, answer: ANSWER };

/** Markdown (or plain text, which is Markdown too) as sanitised HTML for the given kind of text. */
export function markdownToSafeHtml(text: string, kind: MarkdownKind = 'answer'): string {
  const html = (kind === 'answer' ? lines : paragraphs).parse(text) as string;
  return sanitizeHtml(html, POLICIES[kind]).trim();
}
