export * from '@autoexport/contract/server-render';
