export * from '@autoexport/contract/api-key-scopes';
