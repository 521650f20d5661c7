import { ApiProperty } from '@nestjs/swagger';
import { FEED_FORMATS } from './auction-feed-source.entity.js';
import { IMPORT_ORIGINS, IMPORT_STATUSES } from './auction-import.entity.js';
import { FEED_FIELDS } from './feed-fields.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

export class FeedSourceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'USS Tokyo weekly' })
  name: string;
  @ApiProperty({ enum: FEED_FORMATS, example: 'csv' })
  format: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { lotNumber: 'Lot No', year: 'Year' } })
  mapping: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, example: ',' })
  delimiter: string | null;
  @ApiProperty({ type: String, nullable: true, example: '09:30' })
  defaultStartTime: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://feeds.example.com/uss/weekly.csv' })
  url: string | null;
  @ApiProperty()
  active: boolean;
  @ApiProperty()
  createdAt: Date;
  @ApiProperty()
  updatedAt: Date;
}

export class FeedSourceListDto extends PageDto(FeedSourceDto) {}

export class ImportSourceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'USS Tokyo weekly' })
  name: string;
}

export class ImportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ type: ImportSourceDto })
  source: ImportSourceDto;
  @ApiProperty({ enum: IMPORT_ORIGINS, example: 'upload' })
  origin: string;
  @ApiProperty({ enum: IMPORT_STATUSES, example: 'running' })
  status: string;
  @ApiProperty({
    example: false,
    description: 'Done or failed: the import machine moves it no more (its screen stops asking). Only its job moves an import.',
  })
  finished: boolean;
  @ApiProperty({ example: 42, description: 'How far through the file the committed rows are, 0–100' })
  progressPercent: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 21_500_000,
    description: "The file's size in bytes (null until a URL's feed is fetched)",
  })
  fileBytes: number | null;
  @ApiProperty({ example: 64000, description: 'Rows read: inserted + updated + unchanged + rejected' })
  rowsRead: number;
  @ApiProperty({ example: 60000 })
  rowsInserted: number;
  @ApiProperty({ example: 2500 })
  rowsUpdated: number;
  @ApiProperty({ example: 1400, description: 'Lots already as the feed has them (a re-import), or repeated later in the same batch' })
  rowsUnchanged: number;
  @ApiProperty({ example: 100 })
  rowsRejected: number;
  @ApiProperty({ example: 64000, description: "The feed's records committed so far: a resumed run starts after them" })
  checkpoint: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why the import failed (a catalogue code)' })
  errorCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  error: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff member who started it' })
  createdBy: string | null;
  @ApiProperty()
  createdAt: Date;
  @ApiProperty({ type: Date, nullable: true })
  startedAt: Date | null;
  @ApiProperty({ type: Date, nullable: true })
  finishedAt: Date | null;
}

export class RowReasonDto {
  @ApiProperty({ type: String, enum: FEED_FIELDS, nullable: true, example: 'year', description: 'Our field; null for the whole row' })
  field: string | null;
  @ApiProperty({ example: 'FIELD_WHOLE_NUMBER' })
  code: string;
  @ApiProperty({ example: 'Year must be a whole number from 1950 to 2027' })
  message: string;
}

export class RejectedRowDto {
  @ApiProperty({
    example: 17,
    description: "The feed's Nth record: 1 is the first row after a CSV's header, or a JSON feed's first object",
  })
  row: number;
  @ApiProperty({ type: [RowReasonDto] })
  reasons: RowReasonDto[];
}

export class ImportDetailDto extends ImportDto {
  @ApiProperty({ type: [RejectedRowDto], description: 'The first 500 rejected rows and why (the counts cover every one)' })
  rejectedSample: RejectedRowDto[];
}

export class ImportListDto extends PageDto(ImportDto) {}
