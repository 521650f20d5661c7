import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { Choice, Field, Flag, OptionalText, TextField, UpdateOf } from '../../../common/validation/fields.js';
import { rule, says } from '../../../common/validation/rules.js';
import { FEED_FORMATS, type FeedFormat } from './auction-feed-source.entity.js';
import { IMPORT_STATUSES, type ImportStatus } from './auction-import.entity.js';
import { FEED_FIELDS, type FeedMapping } from './feed-fields.js';
import { isHttpUrl, parseJapanTime } from './feed-row-rules.js';
import { isUuid } from '../../../common/validation/uuid.js';

/** The delimiters a CSV feed may use. */
export const FEED_DELIMITERS = [',', ';', '\t', '|'] as const;

const isPlainObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
const blankToNull = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);

/** A typical auction CSV's columns for the main fields: the API's example, and the base of the demo feed source's mapping. */
export const EXAMPLE_FEED_MAPPING = {
  auctionHouse: 'Auction',
  auctionDate: 'Date',
  lotNumber: 'Lot No',
  startTime: 'Start',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  mileageKm: 'Mileage',
  grade: 'Grade',
  startPriceJpy: 'Start price',
} as const satisfies FeedMapping;

export class CreateFeedSourceDto {
  @TextField('Name', 100, { example: 'USS Tokyo weekly' })
  name: string;

  @Choice('Format', FEED_FORMATS, { example: 'csv', description: 'csv (with a header line) or json (an array of objects, or JSON Lines)' })
  format: FeedFormat;

  @Field(
    'Column mapping',
    {
      type: 'object',
      additionalProperties: { type: 'string' },
      example: EXAMPLE_FEED_MAPPING,
      description:
        `Our field → the feed's column (CSV header) or key (JSON) name. Fields: ${FEED_FIELDS.join(', ')}. ` +
        'Required: auctionHouse, auctionDate, lotNumber, make, model, year, and startTime unless a default start time is given.',
    },
    {},
    rule('isMapping', 'type', isPlainObject, says(Msg.AUCTION_FEED_MAPPING_NOT_OBJECT)),
  )
  mapping: FeedMapping;

  @Field(
    'Delimiter',
    { type: String, enum: FEED_DELIMITERS, nullable: true, example: ',', description: "A CSV feed's delimiter (default a comma)" },
    { presence: 'nullable', transform: (v) => (v === '' ? null : v) },
    rule('isDelimiter', 'format', (v) => (FEED_DELIMITERS as readonly unknown[]).includes(v), says(Msg.AUCTION_FEED_DELIMITER_INVALID)),
  )
  delimiter?: string | null;

  @Field(
    'Default start time',
    { type: String, nullable: true, example: '09:30', description: "A lot's start in Japan (HH:mm) when its row gives none" },
    { presence: 'nullable', transform: blankToNull },
    rule(
      'isTime',
      'format',
      (v) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) && parseJapanTime(v) !== null,
      says(Msg.AUCTION_FEED_START_TIME_INVALID),
    ),
  )
  defaultStartTime?: string | null;

  @Field(
    'URL',
    {
      type: String,
      nullable: true,
      maxLength: 2000,
      example: 'https://feeds.example.com/uss/weekly.csv',
      description: 'Where the feed is fetched from (POST …/fetch)',
    },
    { presence: 'nullable', transform: blankToNull },
    rule('isUrl', 'format', (v) => isHttpUrl(v) && (v as string).length <= 2000, says(Msg.AUCTION_FEED_URL_INVALID)),
  )
  url?: string | null;

  @Flag('Active', { example: true, description: 'Inactive sources take no new imports (default true)' }, { presence: 'optional' })
  active?: boolean;
}

export class UpdateFeedSourceDto extends UpdateOf(CreateFeedSourceDto) {}

export class FeedSourcesQueryDto extends PageQueryDto {
  @OptionalText('Search', 100, { example: 'USS', description: 'Part of the name' })
  q?: string | null;
}

export class ImportsQueryDto extends PageQueryDto {
  @Field(
    'Source',
    { type: String, format: 'uuid', description: 'Only the imports of this feed source' },
    { presence: 'optional' },
    rule('isUuid', 'format', (v) => typeof v === 'string' && isUuid(v), says(Msg.AUCTION_IMPORT_SOURCE_ID_INVALID)),
  )
  sourceId?: string;

  @Choice('Status', IMPORT_STATUSES, { required: false, example: 'done' }, { presence: 'optional' })
  status?: ImportStatus;
}
