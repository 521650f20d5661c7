export * from '@autoexport/contract/first-answer';
