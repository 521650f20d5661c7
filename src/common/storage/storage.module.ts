import { Module } from '@nestjs/common';

/** Stored files (uploaded images) behind one interface; local disk by default. */
@Module({})
export class StorageModule {}
