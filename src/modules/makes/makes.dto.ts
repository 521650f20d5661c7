import { ApiProperty } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Field, type FieldDoc, type FieldOptions, Flag, SearchText, TextField } from '../../common/validation/fields.js';
import { MaxChars, rule, says } from '../../common/validation/rules.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import type { Make } from './make.entity.js';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './make-rules.js';
import { PageDto } from '../../common/pagination/page.dto.js';

const MAX_DESCRIPTION = 2000;

/** A make as the public catalogue shows it (GET /api/makes). */
export class MakeDto {
  @ApiProperty({ example: 'toyota', description: 'URL-safe public key' })
  slug: string;

  @ApiProperty({ example: 'Toyota' })
  title: string;

  @ApiProperty({ example: 'Reliable cars from Toyota City.' })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/makes/toyota/q3Vx9mZbT1cKp0aW.webp' })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/makes/toyota/q3Vx9mZbT1cKp0aW-thumb.webp' })
  thumbnailUrl: string | null;

  @ApiProperty({
    example: 128,
    description: 'Cars of this make the catalogue lists now (every status but sold, in_transit, released and withdrawn)',
  })
  carCount: number;
}

/** A make as staff see it. */
export class AdminMakeDto extends MakeDto {
  @ApiProperty({ example: true, description: 'Inactive makes are hidden from GET /api/makes' })
  active: boolean;

  @ApiProperty({ example: 140, description: 'Cars of this make in every status' })
  totalCars: number;

  @ApiProperty({ example: '2026-03-01T09:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2026-03-02T10:30:00.000Z' })
  updatedAt: string;
}

export class AdminMakeListDto extends PageDto(AdminMakeDto, 42) {}

export interface MakeCounts {
  carCount: number;
  totalCars: number;
}

export const toMakeDto = (make: Make, carCount: number): MakeDto => ({
  slug: make.slug,
  title: make.title,
  description: make.description,
  imageUrl: make.imageUrl,
  thumbnailUrl: make.thumbnailUrl,
  carCount,
});

export const toAdminMakeDto = (make: Make, counts: MakeCounts): AdminMakeDto => ({
  ...toMakeDto(make, counts.carCount),
  active: make.active,
  totalCars: counts.totalCars,
  createdAt: make.createdAt.toISOString(),
  updatedAt: make.updatedAt.toISOString(),
});

/** Query strings: "true" and "false" only. */
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const Slug = (doc: FieldDoc, options: FieldOptions) =>
  Field(
    'Slug',
    { example: 'toyota', maxLength: MAX_SLUG_LENGTH, ...doc },
    { ...options, transform: (value) => lowerTrim({ value }) },
    MaxChars('Slug', MAX_SLUG_LENGTH),
    rule('isSlug', 'format', (v) => typeof v === 'string' && SLUG_PATTERN.test(v), says(Msg.MAKE_SLUG_INVALID)),
  );

export const MAKE_SORT_KEYS = ['title', 'slug', 'createdAt', 'updatedAt'] as const;
export const MAKE_DEFAULT_SORT = 'title';

/** The staff list's query; the CSV export takes the same without `page` and `limit`. */
export class AdminMakeListQueryDto extends PageQueryDto {
  @SearchText('toy', 'Text searched in title and slug (case-insensitive)')
  q?: string;

  @Flag('Active', { description: 'Only active (true) or inactive (false) makes' }, { presence: 'optional', transform: toBoolean })
  active?: boolean;

  @SortParam(MAKE_SORT_KEYS, MAKE_DEFAULT_SORT)
  sort?: string;
}

export class CreateMakeDto {
  @TextField('Title', 60, { example: 'Toyota' })
  title: string;

  @Slug({ description: 'Derived from the title when left out ("Mercedes-Benz" → "mercedes-benz")' }, { presence: 'optional' })
  slug?: string;

  @TextField('Description', MAX_DESCRIPTION, { example: 'Reliable cars from Toyota City.', default: '' }, { presence: 'optional' })
  description?: string;

  @Flag('Active', { default: true, description: 'Inactive makes are hidden from the public list' }, { presence: 'optional' })
  active?: boolean;
}

/** Send only what changes: the title and the slug cannot be emptied. */
export class UpdateMakeDto {
  @TextField('Title', 60, { example: 'Toyota' }, { presence: 'omittable' })
  title?: string;

  @Slug({ description: 'Changing the slug changes the make’s public key (catalogue links, filters)' }, { presence: 'omittable' })
  slug?: string;

  @TextField('Description', MAX_DESCRIPTION, { example: 'Reliable cars from Toyota City.' }, { presence: 'optional' })
  description?: string;
}

export class ChangeMakeStatusDto {
  @Flag('Active', { example: false, description: 'false hides the make from the public list' })
  active: boolean;
}

/** The multipart field of the make image upload. */
export const MAKE_IMAGE_FIELD = 'image';
