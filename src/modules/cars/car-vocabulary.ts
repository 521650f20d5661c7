export * from '@autoexport/contract/cars';
