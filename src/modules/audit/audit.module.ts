import { Module } from '@nestjs/common';

/** The audit log of staff actions. */
@Module({})
export class AuditModule {}
