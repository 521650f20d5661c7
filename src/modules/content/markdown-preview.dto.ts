import { ApiProperty } from '@nestjs/swagger';
import type { MarkdownKind } from '../../common/markdown/markdown.js';
import { Choice, TextField } from '../../common/validation/fields.js';

/** The kinds of staff-written text, each with its own list of what the rendered HTML may keep. */
export const MARKDOWN_KINDS: readonly MarkdownKind[] = ['article', 'page', 'answer'];
/** The longest text a preview renders (a blog post's limit). */
export const MAX_PREVIEW_CHARS = 100_000;

/** POST /api/admin/markdown/preview: the text being edited and where it will be shown. */
export class MarkdownPreviewDto {
  @TextField('Markdown', MAX_PREVIEW_CHARS, { example: '## Shipping\n\nWe ship **every** week.' })
  markdown: string;

  @Choice('Kind', MARKDOWN_KINDS, {
    example: 'article',
    description: 'article: a blog post; page: a content page; answer: an FAQ answer — each rendered as the public page does',
  })
  kind: MarkdownKind;
}

export class MarkdownPreviewResultDto {
  @ApiProperty({ example: '<h2>Shipping</h2>\n<p>We ship <strong>every</strong> week.</p>', description: 'Sanitised HTML' })
  html: string;
}
