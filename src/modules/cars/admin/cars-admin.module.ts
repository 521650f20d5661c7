import { Module } from '@nestjs/common';

/** Staff car inventory under /api/admin/cars. */
@Module({})
export class CarsAdminModule {}
