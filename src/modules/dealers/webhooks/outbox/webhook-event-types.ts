export * from '@autoexport/contract/webhook-event-types';
