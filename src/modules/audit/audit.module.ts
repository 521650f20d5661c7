import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLogController, AuditLogExportController } from './audit.controller.js';
import { AuditService } from './audit.service.js';
import { AuditedChanges } from './audited-changes.service.js';

/**
 * The audit log of staff actions. Services change data through AuditedChanges.run(ctx, work), which writes the
 * change and its audit entries in one transaction.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditLogExportController, AuditLogController],
  providers: [AuditService, AuditedChanges],
  exports: [AuditService, AuditedChanges],
})
export class AuditModule {}
