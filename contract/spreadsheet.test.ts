import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet.js';

describe('text bound for a spreadsheet cell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('starts %j, which a spreadsheet would run, with an apostrophe', (text, cell) => {
    expect(spreadsheetText(text)).toBe(cell);
  });

  it.each(['Harbour Star 1', '-12.5', '42', 'a=b', ' =1', '码头'])('leaves %j as it is', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });
});
