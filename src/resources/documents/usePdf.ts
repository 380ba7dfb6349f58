import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/** The latest PDF (or one version) and its blob URL: the API wants the bearer token, which an iframe cannot send. */
export function usePdf(id: number, version: number | undefined) {
  const dp = useDataProvider<PortalDataProvider>();
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (version === undefined) return;
    let made: string | null = null;
    void dp.api('documentVersionPdf', { params: { id, version }, quiet: true }).then(
      (blob) => setPdf({ blob, url: (made = URL.createObjectURL(blob)) }),
      () => setPdf(null),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [dp, id, version]);
  return pdf;
}
