import type { ContentPageSlug } from '../../../modules/content/content-rules.js';

/** One language's demo text of a content page: Markdown, as staff would write it in the back office. */
export interface DemoPageText {
  title: string;
  summary: string;
  body: string;
  sections?: { key: string; title: string; body: string }[];
}

export type DemoPages = Partial<Record<ContentPageSlug, DemoPageText>>;
