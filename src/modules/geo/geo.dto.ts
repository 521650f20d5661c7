import { ApiProperty } from '@nestjs/swagger';

/** The spec's geo lookup result (§3): ip, latitude, longitude, city, country. */
export class GeoResultDto {
  @ApiProperty({
    example: '8.8.8.8',
    nullable: true,
    type: String,
    description: 'The caller’s address as the server sees it; null when it is not an IP',
  })
  ip: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description: 'Always null: the offline GeoLite2 country database has no coordinates',
  })
  latitude: number | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description: 'Always null: the offline GeoLite2 country database has no coordinates',
  })
  longitude: number | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'Always null: the offline GeoLite2 country database has no cities',
  })
  city: string | null;
  @ApiProperty({
    example: 'US',
    nullable: true,
    type: String,
    description: 'ISO 3166-1 alpha-2; null for a private, loopback or malformed address, or one the database does not know',
  })
  country: string | null;
}
