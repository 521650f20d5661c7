import { ApiProperty } from '@nestjs/swagger';
import { LOCALES } from '../../common/context/locale.js';
import { CONTENT_PAGE_SLUGS } from './content-rules.js';
import { ListDto } from '../../common/pagination/page.dto.js';

export class PageSectionDto {
  @ApiProperty({ example: 'policy' })
  key: string;
  @ApiProperty({ example: 'Our policy' })
  title: string;
  @ApiProperty({ example: '<p>We ship every car <strong>clean</strong>.</p>', description: 'Sanitised HTML' })
  html: string;
}

/** A page as visitors read it, in the language asked for or in English when it has no such translation. */
export class PageDto {
  @ApiProperty({ enum: CONTENT_PAGE_SLUGS, example: 'how-to-pay' })
  slug: string;
  @ApiProperty({ enum: LOCALES, example: 'en', description: 'The language of the text below' })
  language: string;
  @ApiProperty({ enum: LOCALES, example: 'pt', description: 'The language that was asked for (?lang= or Accept-Language)' })
  requestedLanguage: string;
  @ApiProperty({ example: true, description: 'True when the page has no text in the requested language and English is shown' })
  fallback: boolean;
  @ApiProperty({ example: 'How to pay' })
  title: string;
  @ApiProperty({
    example: 'Pay by telegraphic transfer or a letter of credit at sight.',
    description: 'Lead paragraph and meta description',
  })
  summary: string;
  @ApiProperty({ example: '<h2>Telegraphic transfer</h2><p>Send the amount on your proforma invoice…</p>', description: 'Sanitised HTML' })
  html: string;
  @ApiProperty({ type: [PageSectionDto], description: 'Parts shown apart, e.g. tabs (empty for most pages)' })
  sections: PageSectionDto[];
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['en', 'ur', 'pt', 'es'], description: 'The languages the page is written in' })
  languages: string[];
  @ApiProperty({ format: 'date-time', description: 'When the text shown was last changed' })
  updatedAt: string;
}

export class PageLinkDto {
  @ApiProperty({ enum: CONTENT_PAGE_SLUGS, example: 'about' })
  slug: string;
  @ApiProperty({ example: 'About us' })
  title: string;
  @ApiProperty({ enum: LOCALES, example: 'en' })
  language: string;
  @ApiProperty({ example: false })
  fallback: boolean;
}

export class PageListDto extends ListDto(PageLinkDto, 'Every published page, in the site’s order') {}

/* ---------------------------------------------------------------- staff */

export class AdminPageSectionDto {
  @ApiProperty({ example: 'policy' })
  key: string;
  @ApiProperty({ example: 'Our policy' })
  title: string;
  @ApiProperty({ example: 'We ship every car **clean**.', description: 'Markdown' })
  body: string;
  @ApiProperty({ example: '<p>We ship every car <strong>clean</strong>.</p>' })
  html: string;
}

export class AdminPageTranslationDto {
  @ApiProperty({ enum: LOCALES, example: 'ur' })
  language: string;
  @ApiProperty({ example: 'How to pay' })
  title: string;
  @ApiProperty({ example: 'Pay by telegraphic transfer or a letter of credit at sight.' })
  summary: string;
  @ApiProperty({ example: '## Telegraphic transfer\n\nSend the amount…', description: 'Markdown, as written' })
  body: string;
  @ApiProperty({ example: '<h2>Telegraphic transfer</h2><p>Send the amount…</p>', description: 'Sanitised HTML, as visitors get it' })
  html: string;
  @ApiProperty({ type: [AdminPageSectionDto] })
  sections: AdminPageSectionDto[];
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The staff member who saved it last; null for the demo text' })
  updatedBy: string | null;
}

const OUTDATED = 'Languages whose translation was saved before the English text last changed: to review';

export class AdminPageDto {
  @ApiProperty({ enum: CONTENT_PAGE_SLUGS, example: 'how-to-pay' })
  slug: string;
  @ApiProperty({ type: [AdminPageTranslationDto], description: 'English first, then ur, pt, es as far as written' })
  translations: AdminPageTranslationDto[];
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['pt'], description: 'Languages without a translation (they show English)' })
  missing: string[];
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['ur'], description: OUTDATED })
  outdated: string[];
}

export class AdminPageSummaryDto {
  @ApiProperty({ enum: CONTENT_PAGE_SLUGS, example: 'how-to-pay' })
  slug: string;
  @ApiProperty({ example: 'How to pay', nullable: true, type: String, description: 'The English title; null until English is written' })
  title: string | null;
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['en', 'ur'] })
  languages: string[];
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['pt', 'es'] })
  missing: string[];
  @ApiProperty({ enum: LOCALES, isArray: true, example: ['ur'], description: OUTDATED })
  outdated: string[];
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The latest change in any language' })
  updatedAt: string | null;
}

export class AdminPageListDto extends ListDto(AdminPageSummaryDto, 'Every page of the site, written or not, in the site’s order') {}
