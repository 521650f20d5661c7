import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { Field, TextField } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { MAX_BODY, MAX_SECTION_BODY, MAX_SECTIONS, MAX_SUMMARY, MAX_TITLE, SECTION_KEY_PATTERN } from './content-rules.js';

/** `?lang=`: en, ur, pt or es; without it the caller's Accept-Language decides (English when it names none of them). */
export class PageLanguageQueryDto {
  @TextField(
    'Language',
    10,
    { example: 'ur', description: 'en, ur, pt or es; without it, the Accept-Language header decides (English by default)' },
    { presence: 'optional' },
  )
  lang?: string | null;
}

/** A section shown apart, e.g. a tab (CSR's `policy` and `activities`). */
export class PageSectionInputDto {
  @TextField(
    'Section key',
    40,
    { example: 'policy', description: 'Lower-case letters and digits joined by dashes; the same in every language' },
    {},
  )
  key: string;

  @TextField('Section title', MAX_TITLE, { example: 'Our policy' })
  title: string;

  @TextField('Section body', MAX_SECTION_BODY, { example: 'We ship every car **clean** and **checked**.', description: 'Markdown' })
  body: string;
}

/** One language's text of a page; PUT creates it or replaces it whole. */
export class PutPageTranslationDto {
  @TextField('Title', MAX_TITLE, { example: 'How to pay' })
  title: string;

  @TextField('Summary', MAX_SUMMARY, {
    example: 'Pay by telegraphic transfer or a letter of credit at sight. Cards and PayPal are not accepted.',
    description: 'The lead paragraph and the meta description of the page',
  })
  summary: string;

  @TextField('Body', MAX_BODY, {
    example: '## Telegraphic transfer\n\nSend the amount on your **proforma invoice** to our bank account.',
    description: 'Markdown; rendered to sanitised HTML (scripts, styles, frames and event handlers are removed)',
  })
  body: string;

  @Field(
    'Sections',
    { type: [PageSectionInputDto], default: [], description: 'Parts shown apart, e.g. as tabs; an empty list removes them' },
    { presence: 'optional' },
    // A list of objects: class-transformer would make an inner list into a list of sections, passing validation.
    rule(
      'isList',
      'type',
      (v) => Array.isArray(v) && v.every((s) => typeof s === 'object' && s !== null && !Array.isArray(s)),
      says(Msg.CONTENT_SECTIONS_NOT_LIST),
    ),
    rule(
      'maxItems',
      'length',
      (v) => Array.isArray(v) && v.length <= MAX_SECTIONS,
      says(Msg.CONTENT_TOO_MANY_SECTIONS, { max: MAX_SECTIONS }),
    ),
    rule(
      'sectionKeys',
      'format',
      (v) => Array.isArray(v) && v.every((s: { key?: unknown }) => typeof s?.key !== 'string' || SECTION_KEY_PATTERN.test(s.key)),
      says(Msg.CONTENT_SECTION_KEY_INVALID),
    ),
    rule(
      'uniqueKeys',
      'format',
      (v) => Array.isArray(v) && new Set(v.map((s: { key?: unknown }) => s?.key)).size === v.length,
      says(Msg.CONTENT_SECTION_KEYS_REPEATED),
    ),
    ValidateNested({ each: true }),
    Type(() => PageSectionInputDto),
  )
  sections?: PageSectionInputDto[];
}
