import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

class DependencyCheckDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiPropertyOptional({ example: 'Connection terminated unexpectedly', description: 'Why it is down' })
  message?: string;
}

class MigrationsCheckDto {
  @ApiProperty({ enum: ['applied', 'pending', 'unknown'], description: '`unknown` while PostgreSQL does not answer' })
  status: 'applied' | 'pending' | 'unknown';

  @ApiPropertyOptional({ example: 2, description: 'How many migrations are pending' })
  pending?: number;
}

class ShutdownCheckDto {
  @ApiProperty({ enum: ['serving', 'draining'], description: '`draining` from SIGTERM on, while requests in hand finish' })
  status: 'serving' | 'draining';
}

class ReadinessChecksDto {
  @ApiProperty({ type: DependencyCheckDto })
  database: DependencyCheckDto;

  @ApiProperty({ type: DependencyCheckDto })
  redis: DependencyCheckDto;

  @ApiProperty({ type: MigrationsCheckDto })
  migrations: MigrationsCheckDto;

  @ApiProperty({ type: ShutdownCheckDto })
  shutdown: ShutdownCheckDto;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not-ready'] })
  status: 'ready' | 'not-ready';

  @ApiProperty({ type: [String], example: ['database: PostgreSQL does not answer (Connection terminated unexpectedly)'] })
  reasons: string[];

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;
}
