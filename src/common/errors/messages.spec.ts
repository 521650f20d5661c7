import { describe, expect, it } from '@jest/globals';
import { HttpStatus } from '@nestjs/common';
import { AppError, appError, badRequest, conflict, fieldError, invalidField, notFound, permissionDenied } from './app-error.js';
import { codeOf, formatMessage, MESSAGES, Msg, SENT_AS } from '@autoexport/contract/messages';
import { ACCOUNT_MESSAGES } from '@autoexport/contract/messages/accounts';
import { ANSWER_MESSAGES } from '@autoexport/contract/messages/answers';
import { AUCTION_MESSAGES } from '@autoexport/contract/messages/auctions';
import { CAR_MESSAGES } from '@autoexport/contract/messages/cars';
import { CUSTOMER_FORM_MESSAGES } from '@autoexport/contract/messages/customer-forms';
import { FORM_MESSAGES } from '@autoexport/contract/messages/forms';
import { ORDER_MESSAGES } from '@autoexport/contract/messages/orders';
import { REFERENCE_DATA_MESSAGES } from '@autoexport/contract/messages/reference-data';

describe('the message catalogue', () => {
  it('holds each key in one domain file only (a key in two would silently keep the later text)', () => {
    const domains = [
      FORM_MESSAGES,
      ACCOUNT_MESSAGES,
      CAR_MESSAGES,
      ORDER_MESSAGES,
      AUCTION_MESSAGES,
      CUSTOMER_FORM_MESSAGES,
      REFERENCE_DATA_MESSAGES,
      ANSWER_MESSAGES,
    ];
    expect(domains.reduce((count, domain) => count + Object.keys(domain).length, 0)).toBe(Object.keys(MESSAGES).length);
  });

  it('keeps the spec’s wording verbatim', () => {
    expect(formatMessage(Msg.PRODUCT_NOT_FOUND)).toBe('Product not found!');
    expect(formatMessage(Msg.PERMISSION_DENIED)).toBe('Permission Denied');
    expect(formatMessage(Msg.CAR_ALREADY_RESERVED)).toBe('This car is already reserved!');
    expect(formatMessage(Msg.VALIDATION_FAILED)).toBe('Please fill in all required fields');
    expect(formatMessage(Msg.NAME_REQUIRED)).toBe('Name is required');
    expect(formatMessage(Msg.EMAIL_INVALID)).toBe('Email is invalid');
  });

  it('fills named placeholders, numbers included', () => {
    expect(formatMessage(Msg.STOCK_ID_TAKEN, { stockId: 'AB1234567' })).toBe('A car with the stock id AB1234567 already exists.');
    expect(formatMessage(Msg.FIELD_TOO_LONG, { label: 'First name', max: 100 })).toBe('First name must be at most 100 characters');
    expect(formatMessage(Msg.TOO_MANY_IMAGES_LEFT, { max: 40, left: 3 })).toBe('A car can have at most 40 images: 3 more can be added.');
  });

  it('names each key by itself, and answers a variant wording under its base code', () => {
    for (const key of Object.keys(MESSAGES)) expect(Msg[key as keyof typeof Msg]).toBe(key);
    expect(codeOf(Msg.PRODUCT_NOT_FOUND)).toBe('PRODUCT_NOT_FOUND');
    expect(codeOf(Msg.TOO_MANY_IMAGES_LEFT)).toBe('TOO_MANY_IMAGES');
    expect(codeOf(Msg.UNKNOWN_FIELDS)).toBe('UNKNOWN_FIELD');
    // A variant's base is a code of its own, never another variant.
    for (const base of Object.values(SENT_AS)) expect(Object.keys(SENT_AS)).not.toContain(base);
  });

  it('writes codes in UPPER_SNAKE and placeholders as {name}', () => {
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(message.replace(/\{[a-zA-Z]+\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});

describe('errors from the catalogue', () => {
  it('carry the status, the code, the English sentence and its values', () => {
    const error = conflict(Msg.STOCK_ID_TAKEN, { stockId: 'AB1234567' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.getStatus()).toBe(HttpStatus.CONFLICT);
    expect(error).toMatchObject({
      code: 'STOCK_ID_TAKEN',
      message: 'A car with the stock id AB1234567 already exists.',
      params: { stockId: 'AB1234567' },
    });
    expect(notFound(Msg.PRODUCT_NOT_FOUND)).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found!', params: undefined });
    expect(permissionDenied()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission Denied' });
  });

  it('name the field of a one-field refusal in the details, with the same code', () => {
    const error = invalidField('make', Msg.UNKNOWN_MAKE, { slug: 'nope' });
    expect(error.getStatus()).toBe(HttpStatus.BAD_REQUEST);
    expect(error).toMatchObject({ code: 'UNKNOWN_MAKE', message: 'There is no make "nope".' });
    expect(error.details).toEqual([{ field: 'make', code: 'UNKNOWN_MAKE', message: 'There is no make "nope".', params: { slug: 'nope' } }]);
  });

  it('take field errors after the values', () => {
    const details = [fieldError('email', Msg.EMAIL_INVALID)];
    expect(badRequest(Msg.VALIDATION_FAILED, details).details).toEqual([
      { field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' },
    ]);
    expect(badRequest(Msg.UNKNOWN_FIELD, { fields: 'role' }, details)).toMatchObject({ message: 'Unknown field: role', details });
  });

  it('keep headers when asked', () => {
    const limited = appError(HttpStatus.TOO_MANY_REQUESTS, Msg.TOO_MANY_REQUESTS).withHeaders({ 'Retry-After': '30' });
    expect(limited).toMatchObject({ code: 'TOO_MANY_REQUESTS', headers: { 'Retry-After': '30' } });
    expect(notFound(Msg.MAKE_NOT_FOUND)).toMatchObject({ code: 'MAKE_NOT_FOUND', message: 'Make not found.' });
  });
});
