import { ApiProperty } from '@nestjs/swagger';

/** The spec's geo lookup result (§3): ip, latitude, longitude, city, country. */
export class GeoResultDto {
  @ApiProperty({
    example: '41.90.64.1',
    nullable: true,
    type: String,
    description: 'The caller’s address as the server sees it; null when it is not an IP',
  })
  ip: string | null;
  @ApiProperty({
    example: -1.2841,
    nullable: true,
    type: Number,
    description: 'Degrees north (negative: south), to 4 decimals; null when the address cannot be placed',
  })
  latitude: number | null;
  @ApiProperty({
    example: 36.8155,
    nullable: true,
    type: Number,
    description: 'Degrees east (negative: west), to 4 decimals; null when the address cannot be placed',
  })
  longitude: number | null;
  @ApiProperty({
    example: 'Nairobi',
    nullable: true,
    type: String,
    description:
      'City name as the GeoLite2 city database spells it (English); null when the database places the address only ' +
      'in its country, or not at all',
  })
  city: string | null;
  @ApiProperty({
    example: 'KE',
    nullable: true,
    type: String,
    description: 'ISO 3166-1 alpha-2; null for a private, loopback or malformed address, or one the database does not know',
  })
  country: string | null;
}
