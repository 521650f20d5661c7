import { Msg } from '@autoexport/contract/messages';
import { Choice, Country, Email, Field, Flag, TextField, UpdateOf } from '../../common/validation/fields.js';
import { PHONE_PATTERN } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { isPhotoUrl, isTimeZone, MAX_AGENT_LANGUAGES, MAX_PHONES, OFFICE_REGIONS, type OfficeRegion, toE164 } from './office-rules.js';

export const MAX_POSITION = 10_000;

/** Query strings: "true" and "false" only. */
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
/** A WhatsApp number as sent becomes E.164; what is not one stays as sent, for the check to refuse. */
const toWhatsApp = (value: unknown) => toE164(value) ?? value;

const Position = () =>
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

const WhatsApp = (presence: 'required' | 'nullable', example: string) =>
  Field(
    'WhatsApp number',
    { type: String, example, description: 'International format (E.164), spaces and dashes allowed: stored as +819055550101' },
    { presence, transform: (value) => (presence === 'nullable' && (value === '' || value === null) ? null : toWhatsApp(value)) },
    rule('isE164', 'format', (v) => typeof v === 'string' && toE164(v) === v, says(Msg.WHATSAPP_NUMBER_INVALID)),
  );

const isPhoneList = (v: unknown) =>
  Array.isArray(v) &&
  v.length >= 1 &&
  v.length <= MAX_PHONES &&
  v.every((p) => typeof p === 'string' && p.trim().length <= 40 && PHONE_PATTERN.test(p.trim()));

export class OfficesQueryDto {
  @Choice('Region', OFFICE_REGIONS, { description: 'Only this region’s offices' }, { presence: 'optional' })
  region?: OfficeRegion;
}

export class CreateOfficeDto {
  @Choice('Region', OFFICE_REGIONS, { example: 'Africa', description: 'The tab it shows under' })
  region: OfficeRegion;

  @TextField('Name', 120, { example: 'Nairobi office' })
  name: string;

  @TextField('City', 100, { example: 'Nairobi' })
  city: string;

  @Country({ type: String, example: 'KE', description: 'ISO 3166-1 alpha-2' })
  country: string;

  @TextField('Address', 300, { example: 'Mombasa Road, Panari Centre 4th floor, Nairobi' })
  address: string;

  @Field(
    'Phones',
    { type: [String], example: ['+254 20 555 0140', '+254 700 555 014'], minItems: 1, maxItems: MAX_PHONES },
    { transform: (v) => (Array.isArray(v) ? v.map((p) => (typeof p === 'string' ? p.trim() : p)) : v) },
    rule('isPhoneList', 'format', isPhoneList, says(Msg.OFFICE_PHONES_INVALID, { max: MAX_PHONES })),
  )
  phones: string[];

  @WhatsApp('nullable', '+254 700 555 014')
  whatsapp?: string | null;

  @Email({ type: String, example: 'nairobi@autoexport.example' }, { max: 254 })
  email: string;

  @TextField('Opening hours', 200, { example: 'Mon–Fri 08:30–17:30, Sat 09:00–13:00' })
  openingHours: string;

  @Field(
    'Time zone',
    { type: String, example: 'Africa/Nairobi', description: 'IANA time zone, for the office’s local time' },
    {},
    rule('isTimeZone', 'format', isTimeZone, says(Msg.TIME_ZONE_INVALID)),
  )
  timeZone: string;

  @Position()
  position?: number;

  @Flag('Active', { default: true, description: 'Inactive offices are not shown' }, { presence: 'omittable' })
  active?: boolean;
}

export class UpdateOfficeDto extends UpdateOf(CreateOfficeDto) {}

export class AdminListQueryDto {
  @Flag('Active', { description: 'Only active (true) or inactive (false) ones' }, { presence: 'optional', transform: toBoolean })
  active?: boolean;
}

export class CreateSupportAgentDto {
  @TextField('Name', 100, { example: 'Kenji Sato' })
  name: string;

  @Field(
    'Photo',
    {
      type: String,
      nullable: true,
      example: 'https://cdn.example.com/agents/kenji.webp',
      description: 'An https:// address; or upload one',
    },
    { presence: 'nullable', transform: (v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v) },
    rule('isPhotoUrl', 'format', isPhotoUrl, says(Msg.PHOTO_URL_INVALID)),
  )
  photoUrl?: string | null;

  @WhatsApp('required', '+81 90 5555 0101')
  whatsapp: string;

  @Field(
    'Languages',
    {
      type: [String],
      example: ['English', 'Japanese'],
      description: 'Language names in English; the car page’s WhatsApp button picks an agent who speaks the page’s language',
    },
    { transform: (v) => (Array.isArray(v) ? v.map((l) => (typeof l === 'string' ? l.trim() : l)) : v) },
    rule(
      'isLanguageList',
      'format',
      (v) =>
        Array.isArray(v) &&
        v.length >= 1 &&
        v.length <= MAX_AGENT_LANGUAGES &&
        v.every((l) => typeof l === 'string' && l.length >= 2 && l.length <= 40) &&
        new Set(v).size === v.length,
      says(Msg.AGENT_LANGUAGES_INVALID, { max: MAX_AGENT_LANGUAGES }),
    ),
  )
  languages: string[];

  @Position()
  position?: number;

  @Flag('Active', { default: true, description: 'Inactive agents are not shown' }, { presence: 'omittable' })
  active?: boolean;
}

export class UpdateSupportAgentDto extends UpdateOf(CreateSupportAgentDto) {}

/** The multipart field of an agent's photo upload. */
export const AGENT_PHOTO_FIELD = 'photo';
