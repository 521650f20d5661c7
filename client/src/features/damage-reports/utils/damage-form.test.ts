import { describe, expect, it } from 'vitest';
import { addPhotos, checkPhoto, emptyKinds, MAX_PHOTOS, toFormData, validateDamageForm } from './damage-form';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the damage report form', () => {
  it('needs an order and a description of at most 2,000 characters', () => {
    expect(validateDamageForm({ orderId: '', description: '  ', kinds: emptyKinds() })).toEqual({
      orderId: { code: 'DAMAGE_ORDER_REQUIRED' },
      description: { code: 'DAMAGE_DESCRIPTION_REQUIRED' },
    });
    expect(validateDamageForm({ orderId: 'o1', description: 'x'.repeat(2001), kinds: emptyKinds() })).toEqual({
      description: { code: 'FIELD_TOO_LONG', params: { max: 2000 } },
    });
    expect(validateDamageForm({ orderId: 'o1', description: ` ${'x'.repeat(2000)} `, kinds: emptyKinds() })).toEqual({});
  });

  it('takes JPG, PNG and WEBP photos of at most 5 MB', () => {
    expect(checkPhoto(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPhoto(file('a.png', 'image/png'))).toBeNull();
    expect(checkPhoto(file('a.webp', 'image/webp'))).toBeNull();
    expect(checkPhoto(file('a.WEBP', ''))).toBeNull();
    expect(checkPhoto(file('a.gif', 'image/gif'))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(checkPhoto(file('a.pdf', 'application/pdf'))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(checkPhoto(file('notes', ''))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(checkPhoto(file('big.jpg', 'image/jpeg', 5 * 1024 * 1024))).toBeNull();
    expect(checkPhoto(file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps the good photos up to ten and says why others were left out', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));
    const added = addPhotos(nine, [file('bad.gif', 'image/gif'), file('ok.png', 'image/png'), file('more.jpg', 'image/jpeg')]);
    expect(added.photos.map((p) => p.name)).toEqual([...nine.map((p) => p.name), 'ok.png']);
    expect(added.photos).toHaveLength(MAX_PHOTOS);
    expect(added.issue).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', file: 'bad.gif' });
    expect(addPhotos(added.photos, [file('x.jpg', 'image/jpeg')]).issue).toEqual({ code: 'DAMAGE_TOO_MANY_PHOTOS', params: { max: 10 } });
    expect(addPhotos([], [file('x.jpg', 'image/jpeg')])).toEqual({ photos: [file('x.jpg', 'image/jpeg')], issue: null });
  });

  it('sends the fields and photos as the server reads them', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const form = toFormData(
      { orderId: 'o1', description: ' Scratch ', kinds: { ...emptyKinds(), damagedExterior: true, missingAccessories: true } },
      [photo, photo],
    );
    expect(form.get('orderId')).toBe('o1');
    expect(form.get('description')).toBe('Scratch');
    expect([
      form.get('damagedExterior'),
      form.get('damagedInterior'),
      form.get('mechanicalIssues'),
      form.get('missingAccessories'),
    ]).toEqual(['true', 'false', 'false', 'true']);
    expect(form.getAll('photos')).toHaveLength(2);
  });
});
