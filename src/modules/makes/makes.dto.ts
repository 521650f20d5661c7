import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches, MaxLength, ValidateIf } from 'class-validator';
import { DEFAULT_PAGE_LIMIT, PageQueryDto } from '../../common/pagination/pagination.js';
import { IsText } from '../../common/validation/fields.js';
import { MSG } from '../../common/validation/messages.js';
import { emptyToNull, lowerTrim, trim } from '../../common/validation/transforms.js';
import type { Make } from './make.entity.js';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './make-rules.js';

export const MAKE_MESSAGES = {
  titleRequired: 'Title is required',
  slugInvalid: 'Slug must be lower-case letters and digits joined by single dashes, e.g. mercedes-benz',
  activeInvalid: 'Active must be true or false',
} as const;

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

  @ApiProperty({ example: 128, description: 'Cars of this make the catalogue lists now (every status but sold and in_transit)' })
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

export class AdminMakeListDto {
  @ApiProperty({ type: [AdminMakeDto] })
  items: AdminMakeDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

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
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class AdminMakeListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'toy', description: 'Text searched in title and slug (case-insensitive)' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsText('Search text', 100)
  q?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Only active (true) or inactive (false) makes' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: MAKE_MESSAGES.activeInvalid })
  active?: boolean;
}

export class CreateMakeDto {
  @ApiProperty({ example: 'Toyota', maxLength: 60 })
  @Transform(trim)
  @IsText('Title', 60, MAKE_MESSAGES.titleRequired)
  title: string;

  @ApiPropertyOptional({
    example: 'toyota',
    maxLength: MAX_SLUG_LENGTH,
    description: 'Derived from the title when left out ("Mercedes-Benz" → "mercedes-benz")',
  })
  @IsOptional()
  @Transform(lowerTrim)
  @MaxLength(MAX_SLUG_LENGTH, { message: MSG.tooLong('Slug', MAX_SLUG_LENGTH) })
  @Matches(SLUG_PATTERN, { message: MAKE_MESSAGES.slugInvalid })
  slug?: string;

  @ApiPropertyOptional({ example: 'Reliable cars from Toyota City.', maxLength: MAX_DESCRIPTION, default: '' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsText('Description', MAX_DESCRIPTION)
  description?: string;

  @ApiPropertyOptional({ default: true, description: 'Inactive makes are hidden from the public list' })
  @IsOptional()
  @IsBoolean({ message: MAKE_MESSAGES.activeInvalid })
  active?: boolean;
}

export class UpdateMakeDto {
  @ApiPropertyOptional({ example: 'Toyota', maxLength: 60 })
  @ValidateIf((_o, v) => v !== undefined)
  @Transform(trim)
  @IsText('Title', 60, MAKE_MESSAGES.titleRequired)
  title?: string;

  @ApiPropertyOptional({
    example: 'toyota',
    maxLength: MAX_SLUG_LENGTH,
    description: 'Changing the slug changes the make’s public key (catalogue links, filters)',
  })
  @ValidateIf((_o, v) => v !== undefined)
  @Transform(lowerTrim)
  @MaxLength(MAX_SLUG_LENGTH, { message: MSG.tooLong('Slug', MAX_SLUG_LENGTH) })
  @Matches(SLUG_PATTERN, { message: MAKE_MESSAGES.slugInvalid })
  slug?: string;

  @ApiPropertyOptional({ example: 'Reliable cars from Toyota City.', maxLength: MAX_DESCRIPTION })
  @IsOptional()
  @Transform(emptyToNull)
  @IsText('Description', MAX_DESCRIPTION)
  description?: string;
}

export class ChangeMakeStatusDto {
  @ApiProperty({ example: false, description: 'false hides the make from the public list' })
  @IsBoolean({ message: MAKE_MESSAGES.activeInvalid })
  active: boolean;
}

/** The multipart field of the make image upload. */
export const MAKE_IMAGE_FIELD = 'image';
