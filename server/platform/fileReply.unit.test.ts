import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './fileReply.js';

describe('attachmentDisposition', () => {
  it.each([
    ['a plain name', 'sds.pdf', `attachment; filename="sds.pdf"; filename*=UTF-8''sds.pdf`],
    [
      'a Chinese name',
      '安全数据表.pdf',
      `attachment; filename="_____.pdf"; filename*=UTF-8''%E5%AE%89%E5%85%A8%E6%95%B0%E6%8D%AE%E8%A1%A8.pdf`,
    ],
    [
      'accents, kept only in filename*',
      'Réçu.pdf',
      `attachment; filename="Recu.pdf"; filename*=UTF-8''R%C3%A9%C3%A7u.pdf`,
    ],
    [
      'quotes, a backslash and a percent sign',
      `a"b\\c%41'(1)*.pdf`,
      `attachment; filename="a_b_c_41'(1)_.pdf"; filename*=UTF-8''a_b_c%2541%27%281%29_.pdf`,
    ],
    [
      'header injection',
      'x.pdf\r\nSet-Cookie: a=b',
      `attachment; filename="x.pdfSet-Cookie_ a=b"; filename*=UTF-8''x.pdfSet-Cookie_%20a%3Db`,
    ],
    ['nothing left', '...', `attachment; filename="file"; filename*=UTF-8''file`],
  ])('writes %s as RFC 6266 says', (_what, name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
