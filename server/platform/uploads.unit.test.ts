import { describe, expect, it } from 'vitest';
import { safeFileName } from './uploads.js';

describe('safeFileName', () => {
  it('drops the right-to-left override that makes an executable read as a picture', () => {
    expect(safeFileName('report\u202Egpj.exe')).toBe('reportgpj.exe');
  });
  it('drops control characters and path separators', () => {
    expect(safeFileName('a\u0007b\u0000c.pdf')).toBe('abc.pdf');
    expect(safeFileName('..\\..\\etc/passwd.pdf')).toBe('_.._etc_passwd.pdf');
  });
  it('keeps a Windows device name from being the name', () => {
    expect(safeFileName('CON.pdf')).toBe('_CON.pdf');
    expect(safeFileName('lpt1')).toBe('_lpt1');
    expect(safeFileName('console.pdf')).toBe('console.pdf');
  });
  it('keeps the end of a long name, where its extension is', () => {
    const name = safeFileName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
  it('composes accents (NFC)', () => {
    expect(safeFileName('cafe\u0301.pdf')).toBe('café.pdf');
  });
});
