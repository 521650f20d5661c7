import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { ALERT_FREQUENCIES, type AlertFrequency, MAX_SAVED_SEARCHES } from './saved-search-rules.js';

export class SavedSearchDto {
  @ApiProperty({ format: 'uuid', example: '6f1c2b1e-3a0d-4c55-9d0e-2b9a8e7c4f10' })
  id: string;

  @ApiProperty({ example: 'Toyota SUVs from 2015' })
  name: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { make: 'toyota', bodyType: 'suv', yearMin: 2015, mileageMax: 80000 },
    description:
      'The catalogue filters, normalised as GET /api/cars reads them (model, colour, port and q lower-cased; prices with two decimals)',
  })
  filters: Record<string, string | number>;

  @ApiProperty({ enum: ALERT_FREQUENCIES, example: 'instant' })
  frequency: AlertFrequency;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the last alert email went out' })
  lastAlertedAt: string | null;
}

export class SavedSearchListDto {
  @ApiProperty({ type: [SavedSearchDto], description: 'Newest first' })
  items: SavedSearchDto[];

  @ApiProperty({ example: MAX_SAVED_SEARCHES, description: 'How many saved searches one customer may keep' })
  max: number;
}

export class SavedSearchChangeDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: MESSAGES.SAVED_SEARCH_SAVED })
  message: string;

  @ApiProperty({ type: SavedSearchDto })
  savedSearch: SavedSearchDto;
}

export class SavedSearchAnswerDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: MESSAGES.SAVED_SEARCH_DELETED })
  message: string;
}

export class AlertPreferencesAnswerDto {
  @ApiProperty({ example: false, description: 'Favorite alerts are off until the customer turns them on' })
  favoriteAlerts: boolean;
}
