import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useCleanHtml } from './noticeHtml';

const HOSTILE =
  'Nomination <b>#12</b> booked<img src=x onerror="alert(1)"><script>alert(2)</script> <span style="color:red">now</span>';

describe("a notice's HTML", () => {
  it('shows its words alone while the cleaner loads, then the few tags it keeps and nothing that runs', async () => {
    const { result } = renderHook(() => useCleanHtml(HOSTILE));
    // The first render has no cleaner yet (it loads with the first notice): text for React to escape.
    expect(result.current).toEqual({ text: 'Nomination #12 booked now' });
    await waitFor(() => expect(result.current).toHaveProperty('html'));
    expect(result.current).toEqual({ html: 'Nomination <b>#12</b> booked <span>now</span>' });
  });
});
