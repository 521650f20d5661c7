import { describe, expect, it } from '@jest/globals';
import { sniffDocumentKind, sniffImageKind, SNIFF_BYTES } from './image-sniff.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImageKind', () => {
  it('recognises JPEG, PNG and WEBP by their signatures', () => {
    expect(sniffImageKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0'))).toBe('jpeg');
    expect(sniffImageKind(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(sniffImageKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe('png');
    expect(sniffImageKind(bytes('RIFF', [0x24, 0x08, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    expect(sniffImageKind(bytes('RIFF', [1, 2, 3, 4], 'WEBP').subarray(0, SNIFF_BYTES))).toBe('webp');
  });

  it('refuses executables, documents and other images, whatever they are called', () => {
    expect(sniffImageKind(bytes([0x7f], 'ELF', [2, 1, 1, 0]))).toBeNull(); // Linux executable
    expect(sniffImageKind(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]))).toBeNull(); // Windows executable
    expect(sniffImageKind(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageKind(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageKind(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffImageKind(bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt '))).toBeNull(); // a RIFF that is not WEBP
    expect(sniffImageKind(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBeNull(); // HEIC
  });

  it('refuses truncated signatures and empty input', () => {
    expect(sniffImageKind(bytes([]))).toBeNull();
    expect(sniffImageKind(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(sniffImageKind(bytes('RIFF', [1, 2, 3, 4], 'WEB'))).toBeNull();
  });

  it('does not look for a signature after the start', () => {
    expect(sniffImageKind(bytes([0], [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});

describe('sniffDocumentKind', () => {
  it('recognises the images and PDF', () => {
    expect(sniffDocumentKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0'))).toBe('jpeg');
    expect(sniffDocumentKind(bytes('RIFF', [0x24, 0x08, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffDocumentKind(bytes('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
  });

  it('refuses everything else, a PDF signature after the start included', () => {
    expect(sniffDocumentKind(bytes(' %PDF-1.7'))).toBeNull();
    expect(sniffDocumentKind(bytes('%PDF'))).toBeNull();
    expect(sniffDocumentKind(bytes('<html><body>%PDF-1.7'))).toBeNull();
    expect(sniffDocumentKind(bytes('PK', [3, 4, 20, 0]))).toBeNull(); // a zip (docx, xlsx)
    expect(sniffDocumentKind(bytes('GIF89a'))).toBeNull();
  });
});
