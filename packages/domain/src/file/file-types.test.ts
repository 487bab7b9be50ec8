import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  fileIconKey,
  IMAGE_ACCEPT,
  isImageFileName,
  isSpreadsheetFileName,
} from './file-types';

describe('fileExtension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.hidden', ''],
    ['dir.v2/readme', ''],
    ['C:\\docs\\报告.DOCX', 'docx'],
    ['trailing.', ''],
  ] as const)('%s → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('isImageFileName', () => {
  it.each([
    ['photo.jpg', true],
    ['photo.JPEG', true],
    ['a.png', true],
    ['a.gif', true],
    ['a.webp', true],
    ['a.bmp', true],
    ['a.svg', true],
    ['a.psd', true],
    ['a.tiff', true],
    ['a.tif', false],
    ['a.pdf', false],
    ['jpg', false],
    ['a.jpg.exe', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(isImageFileName(name)).toBe(expected);
  });

  it('builds the accept attribute from the same list', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp,.bmp,.svg,.psd,.tiff');
  });
});

describe('isSpreadsheetFileName', () => {
  it.each([
    ['roster.xlsx', true],
    ['ROSTER.XLSX', true],
    ['roster.xls', false],
    ['roster.csv', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(isSpreadsheetFileName(name)).toBe(expected);
  });
});

describe('fileIconKey', () => {
  it.each([
    ['a.jpg', undefined, 'jpg'],
    ['a.jpeg', undefined, 'jpg'],
    ['a.png', undefined, 'png'],
    ['a.gif', undefined, 'gif'],
    ['a.xls', undefined, 'excel'],
    ['a.xlsx', undefined, 'excel'],
    ['a.pdf', undefined, 'pdf'],
    ['a.ppt', undefined, 'ppt'],
    ['a.pptx', undefined, 'ppt'],
    ['a.doc', undefined, 'word'],
    ['a.DOCX', undefined, 'word'],
    ['a.zip', undefined, 'zip'],
    ['a.mp4', undefined, 'mp4'],
    ['a.wma', undefined, 'wma'],
    ['a.avi', undefined, 'avi'],
    ['a.mpeg', undefined, 'mpeg'],
    ['a.wav', undefined, 'wav'],
    ['a.webp', 'image/webp', 'image'],
    ['scan', 'IMAGE/PNG', 'image'],
    ['a.mov', 'video/quicktime', 'video'],
    ['a.pdf', 'image/png', 'pdf'],
    ['a.txt', 'text/plain', 'file'],
    ['a.txt', null, 'file'],
    ['x.constructor', undefined, 'file'],
    ['x.toString', undefined, 'file'],
  ] as const)('%s (%s) → %s', (name, mediaType, key) => {
    expect(fileIconKey(name, mediaType)).toBe(key);
  });
});
