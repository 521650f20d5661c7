import { Msg } from '@autoexport/contract/messages';
import { LOCALES } from '../../common/context/locale.js';
import { Choice, Field, Flag, TextField, UpdateOf } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { FAQ_KEY_PATTERN, isTranslations, MAX_FAQ_KEY_LENGTH, type Translations } from './faq-rules.js';

export const MAX_CATEGORY_NAME = 120;
export const MAX_QUESTION = 300;
export const MAX_ANSWER = 10_000;
export const MAX_POSITION = 10_000;

/** `{ en, ur, pt, es }`: English required, the others text or null (untranslated: English shows instead). */
const Translated = (label: string, max: number, example: Translations, description: string) =>
  Field(
    label,
    {
      type: 'object',
      properties: Object.fromEntries(LOCALES.map((l) => [l, { type: 'string', maxLength: max, nullable: l !== 'en' }])),
      required: ['en'],
      example,
      description,
    } as never,
    {},
    rule('isTranslations', 'format', (v) => isTranslations(v, max), says(Msg.TRANSLATIONS_INVALID, { label })),
  );

/** A place in a list, smallest first; left out, the entry goes last. */
export const Position = () =>
  Field(
    'Position',
    { type: 'integer', minimum: 0, maximum: MAX_POSITION, description: 'Its place in the list, smallest first; left out: last' },
    { presence: 'omittable' },
    rule(
      'isPosition',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_POSITION,
      says(Msg.FIELD_WHOLE_NUMBER, { label: 'Position', min: 0, max: MAX_POSITION }),
    ),
  );

const KeyField = (label: string, description: string) =>
  Field(
    label,
    { type: String, example: 'shipping', maxLength: MAX_FAQ_KEY_LENGTH, description },
    {},
    rule(
      'isKey',
      'format',
      (v) => typeof v === 'string' && v.length <= MAX_FAQ_KEY_LENGTH && FAQ_KEY_PATTERN.test(v),
      says(Msg.FAQ_CATEGORY_KEY_INVALID),
    ),
  );

export class FaqQueryDto {
  @Choice(
    'Language',
    LOCALES,
    { description: 'The language to answer in (English stands in per question); default: Accept-Language' },
    {
      presence: 'optional',
    },
  )
  lang?: (typeof LOCALES)[number];
}

export class CreateFaqCategoryDto {
  @KeyField('Key', 'Stable public key (the page’s anchor)')
  key: string;

  @Translated('Name', MAX_CATEGORY_NAME, { en: 'Shipping', ur: 'شپنگ', pt: 'Envio', es: 'Envío' }, 'The section’s heading')
  name: Translations;

  @Position()
  position?: number;
}

export class UpdateFaqCategoryDto extends UpdateOf(CreateFaqCategoryDto) {}

export class CreateFaqItemDto {
  @KeyField('Category', 'The key of the category it belongs to')
  category: string;

  @Translated(
    'Question',
    MAX_QUESTION,
    { en: 'How long does shipping take?', ur: null, pt: 'Quanto tempo demora o envio?', es: null },
    'The question by language',
  )
  question: Translations;

  @Translated(
    'Answer',
    MAX_ANSWER,
    { en: 'Usually **4 to 8 weeks** from payment to arrival.', ur: null, pt: 'Normalmente **4 a 8 semanas**.', es: null },
    'The answer by language: plain text or Markdown (links, lists, emphasis), shown as sanitised HTML',
  )
  answer: Translations;

  @Position()
  position?: number;

  @Flag('Published', { default: true, description: 'Unpublished questions are not shown' }, { presence: 'omittable' })
  published?: boolean;
}

export class UpdateFaqItemDto extends UpdateOf(CreateFaqItemDto) {}

export class AdminFaqItemsQueryDto {
  @TextField(
    'Category',
    MAX_FAQ_KEY_LENGTH,
    { example: 'shipping', description: 'Only this category’s questions' },
    { presence: 'optional' },
  )
  category?: string;
}

export class ReorderFaqCategoriesDto {
  @Field(
    'Keys',
    { type: [String], example: ['ordering-and-payment', 'shipping'], description: 'Every category’s key, in the new order' },
    {},
    rule(
      'isKeyList',
      'type',
      (v) => Array.isArray(v) && v.length <= 200 && v.every((k) => typeof k === 'string'),
      says(Msg.FIELD_NOT_TEXT_LIST, { label: 'Keys' }),
    ),
  )
  keys: string[];
}

export class ReorderFaqItemsDto {
  @Field(
    'Ids',
    { type: [String], format: 'uuid', description: 'Every question’s id of the category, in the new order' },
    {},
    rule(
      'isIdList',
      'type',
      (v) => Array.isArray(v) && v.length <= 1000 && v.every((k) => typeof k === 'string'),
      says(Msg.FIELD_NOT_TEXT_LIST, { label: 'Ids' }),
    ),
  )
  ids: string[];
}
