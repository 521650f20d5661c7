export * from '@autoexport/contract/messages';
