import { describe, expect, it } from '@jest/globals';
import { addition, auditedFields, modification, removal, rowAddition, rowRemoval } from './audit-facts.js';

describe('audit facts', () => {
  it('an addition has nothing before', () => {
    expect(addition('faq.item_create', 'faq_item', 'i1', { question: 'Q?' })).toStrictEqual({
      action: 'faq.item_create',
      targetType: 'faq_item',
      targetId: 'i1',
      before: null,
      after: { question: 'Q?' },
    });
  });

  it('a removal has nothing after', () => {
    expect(removal('faq.item_delete', 'faq_item', 'i1', { question: 'Q?' })).toStrictEqual({
      action: 'faq.item_delete',
      targetType: 'faq_item',
      targetId: 'i1',
      before: { question: 'Q?' },
      after: null,
    });
  });

  it('a modification keeps both sides as given, a null before included (an upsert that created)', () => {
    expect(
      modification('contact.status', 'contact_message', 'c1', { before: { status: 'new' }, after: { status: 'handled' } }),
    ).toStrictEqual({
      action: 'contact.status',
      targetType: 'contact_message',
      targetId: 'c1',
      before: { status: 'new' },
      after: { status: 'handled' },
    });
    expect(modification('newsletter.subscribe', 'newsletter', 'n1', { before: null, after: { status: 'active' } })).toStrictEqual({
      action: 'newsletter.subscribe',
      targetType: 'newsletter',
      targetId: 'n1',
      before: null,
      after: { status: 'active' },
    });
  });

  it('auditedFields takes the named fields only, in the order named, undefined and null values included', () => {
    const row = { id: 'r1', name: 'Tokyo', phone: null, city: undefined, secret: 'x' };
    const fields = auditedFields(row, ['phone', 'name', 'city']);
    expect(fields).toStrictEqual({ phone: null, name: 'Tokyo', city: undefined });
    expect(Object.keys(fields)).toEqual(['phone', 'name', 'city']);
  });

  it('a row added or removed is named by its id and carries its audited fields', () => {
    const office = { id: 'o1', name: 'Tokyo', city: 'Tokyo', createdAt: new Date(0) };
    expect(rowAddition('office.create', 'office', office, ['name', 'city'])).toStrictEqual({
      action: 'office.create',
      targetType: 'office',
      targetId: 'o1',
      before: null,
      after: { name: 'Tokyo', city: 'Tokyo' },
    });
    expect(rowRemoval('office.delete', 'office', office, ['name'])).toStrictEqual({
      action: 'office.delete',
      targetType: 'office',
      targetId: 'o1',
      before: { name: 'Tokyo' },
      after: null,
    });
  });
});
