export * from '@autoexport/contract/countries';
