import { Box, Card, CardContent, Typography, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PdfPages } from './PdfPages';

/** The document's latest PDF: framed on a wide screen, drawn page by page on a phone. */
export function DocumentPdf({
  pdf,
  title,
  hasVersion,
}: {
  pdf: { blob: Blob; url: string } | null;
  title: string;
  hasVersion: boolean;
}) {
  const translate = useTranslate();
  const wide = useMediaQuery('(min-width:900px)');
  return (
    <Card sx={{ flex: 3, minHeight: wide && pdf ? 720 : 'auto' }}>
      {pdf && wide ? (
        <Box component="iframe" title={title} src={pdf.url} sx={{ width: '100%', height: 720, border: 0 }} />
      ) : pdf ? (
        // A phone's browser shows no PDF in a frame: its pages are drawn instead.
        <CardContent>
          <PdfPages blob={pdf.blob} title={title} />
        </CardContent>
      ) : (
        <CardContent>
          <Typography color="text.secondary">
            {hasVersion ? translate('berth.documents.openPdf') : translate('berth.documents.noPdfYet')}
          </Typography>
        </CardContent>
      )}
    </Card>
  );
}
