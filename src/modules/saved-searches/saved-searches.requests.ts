import { plainToInstance } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { Choice, Field, Flag, isEmpty, TextField } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, says } from '../../common/validation/rules.js';
import { CarFilterQueryDto } from '../cars/cars.query.js';
import { ALERT_FREQUENCIES, type AlertFrequency, withoutPaging } from './saved-search-rules.js';

/** An object becomes a CarFilterQueryDto (its own transforms run, its rules apply), paging and sort keys dropped. */
const toFilters = (value: unknown) => {
  const plain = withoutPaging(value);
  return plain !== null && typeof plain === 'object' && !Array.isArray(plain) ? plainToInstance(CarFilterQueryDto, plain) : plain;
};

const FILTERS_EXAMPLE = { make: 'toyota', bodyType: 'suv', yearMin: 2015, mileageMax: 80000 };

/**
 * A search to save: the catalogue's query parameters as an object, checked by the same rules as GET /api/cars
 * (CarFilterQueryDto: a number may come as text, as it does in a URL). `page`, `limit`, `sort` and `cursor` are
 * dropped; any other unknown key is refused.
 */
export class CreateSavedSearchDto {
  @TextField(
    'Name',
    80,
    { example: 'Toyota SUVs from 2015', description: 'Defaults to a summary of the filters' },
    { presence: 'optional' },
  )
  name?: string;

  @Field(
    'Filters',
    { type: CarFilterQueryDto, example: FILTERS_EXAMPLE, description: 'The catalogue’s filters, as in the search page’s URL' },
    { missing: says(Msg.SAVED_SEARCH_FILTERS_REQUIRED), transform: toFilters, isMissing: (v) => v === undefined || v === null },
    IsObject(says(Msg.SAVED_SEARCH_FILTERS_NOT_OBJECT)),
    ValidateNested(),
  )
  filters: CarFilterQueryDto;

  @Choice(
    'Frequency',
    ALERT_FREQUENCIES,
    {
      example: 'instant',
      default: 'instant',
      description: '`instant` (batched every few minutes), `daily` (at most one email a day) or `off`',
    },
    { presence: 'optional' },
  )
  frequency?: AlertFrequency;
}

export class UpdateSavedSearchDto {
  @TextField('Name', 80, { example: 'Family SUVs' }, { presence: 'omittable' })
  name?: string;

  @Choice('Frequency', ALERT_FREQUENCIES, { example: 'daily' }, { presence: 'omittable' })
  frequency?: AlertFrequency;
}

export class UnsubscribeSavedSearchDto {
  @Field(
    'Unsubscribe token',
    { example: 'q3Zk1H2c0bX9mYc7nS4rVt8wPq5LdE6fJ1uA0oK2iGs', description: 'The `token` query parameter of the emailed link' },
    { missing: says(Msg.SAVED_SEARCH_TOKEN_REQUIRED), isMissing: (v) => isEmpty(v) || typeof v !== 'string' },
    IsTextValue('Unsubscribe token'),
    MaxChars('Unsubscribe token', 200),
  )
  token: string;
}

export class AlertPreferencesDto {
  @Flag('Favorite alerts', { example: true, description: 'Email me when a favorite car’s price drops or someone else reserves it' })
  favoriteAlerts: boolean;
}
