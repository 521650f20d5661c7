import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '../../common/context/locale.js';
import type { Translations } from './faq-rules.js';
import { ListDto } from '../../common/pagination/page.dto.js';

const TRANSLATIONS_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(LOCALES.map((l) => [l, { type: 'string', nullable: l !== 'en' }])),
  required: ['en'],
} as const;

/** One question as the FAQ page shows it, in one language. */
export class FaqQuestionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'How long does shipping take?' })
  question: string;

  @ApiProperty({
    example: '<p>Usually <strong>4 to 8 weeks</strong> from payment to arrival.</p>',
    description: 'The answer as sanitised HTML (rendered from the staff’s Markdown or plain text)',
  })
  answerHtml: string;

  @ApiProperty({ enum: LOCALES, example: 'en', description: 'The language shown' })
  language: Locale;

  @ApiProperty({ example: false, description: 'true: not translated into the asked language, shown in English instead' })
  fallback: boolean;
}

export class FaqCategorySectionDto {
  @ApiProperty({ example: 'shipping' })
  key: string;

  @ApiProperty({ example: 'Shipping' })
  name: string;

  @ApiProperty({ example: false, description: 'true: the name is English, not translated' })
  nameFallback: boolean;

  @ApiProperty({ type: [FaqQuestionDto], description: 'Published questions, in their order' })
  items: FaqQuestionDto[];
}

/** The FAQ in one language: its categories in order, each with its published questions (empty categories left out). */
export class FaqDto {
  @ApiProperty({ enum: LOCALES, example: 'ur' })
  lang: Locale;

  @ApiProperty({ type: [FaqCategorySectionDto] })
  categories: FaqCategorySectionDto[];
}

export class AdminFaqCategoryDto {
  @ApiProperty({ example: 'shipping' })
  key: string;

  @ApiProperty({ ...TRANSLATIONS_SCHEMA, example: { en: 'Shipping', ur: 'شپنگ', pt: 'Envio', es: 'Envío' } } as never)
  name: Translations;

  @ApiProperty({ example: 1 })
  position: number;

  @ApiProperty({ example: 4, description: 'Questions in it, published or not' })
  itemCount: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminFaqItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'shipping' })
  category: string;

  @ApiProperty({ ...TRANSLATIONS_SCHEMA, example: { en: 'How long does shipping take?', ur: null, pt: null, es: null } } as never)
  question: Translations;

  @ApiProperty({ ...TRANSLATIONS_SCHEMA, description: 'As written (Markdown or plain text)' } as never)
  answer: Translations;

  @ApiProperty({ example: 0 })
  position: number;

  @ApiProperty({ example: true })
  published: boolean;

  @ApiProperty({ enum: LOCALES, isArray: true, example: ['en', 'pt'], description: 'Languages with both question and answer' })
  translated: Locale[];

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminFaqCategoryListDto extends ListDto(AdminFaqCategoryDto) {}

export class AdminFaqItemListDto extends ListDto(AdminFaqItemDto) {}
