import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** One Markdown dialect for staff-written texts: GitHub's, a single line break kept as a break. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** What a staff-written text may become in a public page: text formatting, lists, links, small headings. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Headings a text writes as # or ## sit under the page's own headings.
    h1: 'h3',
    h2: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

/**
 * Markdown (or plain text, which is Markdown too) as sanitised HTML: scripts, styles, event handlers, images and
 * `javascript:` links are dropped whatever the text holds, so the result may be inserted into a page as is.
 */
export function markdownToSafeHtml(text: string): string {
  const html = markdown.parse(text) as string;
  return sanitizeHtml(html, ALLOWED).trim();
}
