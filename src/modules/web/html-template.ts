import { SERVER_RENDERED_ATTRIBUTE } from '@autoexport/contract/server-render';

/**
 * The built client's index.html as a template: its own title, description and other per-page head tags are taken
 * out once, and each page's head goes in just after `<meta charset>` (so it sits in the first bytes a link preview
 * reads), with the page's `lang` and `dir` on `<html>`. Everything else (the module script, styles) stays as Vite
 * wrote it.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element and inside a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * JSON safe inside `<script type="application/ld+json">`: no `<` (so no `</script>` or `<!--`), no `>` or `&`, and
 * no U+2028/U+2029; each becomes its \u escape, which JSON parsers read back as the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface DocumentAttributes {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The app's own first render of the page, for `#root` (server-renderer.ts), in the page's language. */
export interface RenderedApp {
  html: string;
  language: string;
}

export interface PageTemplate {
  /**
   * The page with `head` after `<meta charset>`, `bodyEnd` (data for the client) just before `</body>` and, when
   * given, the app's first render in place of the loading screen (`#root` marked with SERVER_RENDERED_ATTRIBUTE).
   */
  render(attributes: DocumentAttributes, head: string, bodyEnd?: string, app?: RenderedApp): string;
}

/** Head tags a page gets from the server, removed from the template so none appears twice. */
const PER_PAGE_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[^"'\s>]*|twitter:[^"'\s>]*)["'\s>][^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical["'\s>][^>]*>\s*/gi,
  /<link\b(?=[^>]*\bhreflang\s*=)[^>]*>\s*/gi,
];
/** The build's own stylesheets: moved to the front of the head, before anything else the page fetches. */
const STYLESHEET = /<link\b(?=[^>]*\brel\s*=\s*["']?stylesheet["'\s>])[^>]*>\s*/gi;
const HTML_TAG = /<html\b([^>]*)>/i;
const LANG_OR_DIR = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const CHARSET = /<meta\b[^>]*\bcharset\s*=[^>]*>/i;
const HEAD_TAG = /<head\b[^>]*>/i;
const BODY_END = /<\/body\s*>/gi;
/** `<div id="root">` and its loading screen between `<!--app-->` and `<!--/app-->` (client/index.html). */
const APP_ROOT = /(<div\b[^>]*\bid\s*=\s*["']?root["'\s>][^>]*?)\s*>\s*<!--app-->[\s\S]*?<!--\/app-->\s*(<\/div\s*>)/i;

/** Splits index.html once; rendering a page is then a few string joins. */
export function compileTemplate(html: string): PageTemplate {
  let source = html;
  for (const tag of PER_PAGE_TAGS) source = source.replace(tag, '');
  const headEnd = source.search(/<\/head\s*>/i);
  const styles = headEnd === -1 ? [] : [...source.slice(0, headEnd).matchAll(STYLESHEET)].map((match) => match[0].trim());
  if (styles.length > 0) source = source.slice(0, headEnd).replace(STYLESHEET, '') + source.slice(headEnd);
  const stylesFirst = styles.map((tag) => `    ${tag}\n`).join('');
  const htmlTag = HTML_TAG.exec(source);
  const otherAttributes = htmlTag ? htmlTag[1]!.replace(LANG_OR_DIR, '') : '';
  const beforeHtml = htmlTag ? source.slice(0, htmlTag.index) : '';
  const afterHtml = htmlTag ? source.slice(htmlTag.index + htmlTag[0].length) : source;
  // The head goes after <meta charset> (which must come first), else at the start of <head>, else after <html>.
  const anchor = CHARSET.exec(afterHtml) ?? HEAD_TAG.exec(afterHtml);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  const middle = afterHtml.slice(0, at);
  const rest = afterHtml.slice(at);
  // Data for the client goes last, after the scripts and preloads the browser should find first.
  const bodyEndAt = [...rest.matchAll(BODY_END)].pop()?.index ?? rest.length;
  const body = rest.slice(0, bodyEndAt);
  const end = rest.slice(bodyEndAt);
  // Where the app's first render goes: the body before and after the root's content (none: it is never rendered in).
  const root = APP_ROOT.exec(body);
  const withApp = (app: RenderedApp) =>
    root
      ? `${body.slice(0, root.index)}${root[1]} ${SERVER_RENDERED_ATTRIBUTE}="${escapeHtml(app.language)}">${app.html}${root[2]}${body.slice(root.index + root[0].length)}`
      : body;
  return {
    render({ lang, dir }, head, bodyEnd = '', app) {
      const dirAttribute = dir === 'rtl' ? ' dir="rtl"' : '';
      const data = bodyEnd ? `${bodyEnd}\n  ` : '';
      return `${beforeHtml}<html lang="${escapeHtml(lang)}"${dirAttribute}${otherAttributes}>${middle}\n${stylesFirst}${head}${app ? withApp(app) : body}${data}${end}`;
    },
  };
}
