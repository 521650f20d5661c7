export * from './api-key-scopes.js';
export * from './cars.js';
export * from './countries.js';
export * from './first-answer.js';
export * from './messages.js';
export * from './server-render.js';
export * from './users.js';
export * from './webhook-event-types.js';
