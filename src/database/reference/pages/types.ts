import type { ContentPageSlug } from '../../../modules/content/content-rules.js';

/** One language's text of a content page: Markdown, as staff would write it in the back office. */
export interface PageText {
  title: string;
  summary: string;
  body: string;
  sections?: { key: string; title: string; body: string }[];
}

export type PageTexts = Partial<Record<ContentPageSlug, PageText>>;
