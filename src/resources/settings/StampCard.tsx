import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/**
 * The terminal's stamp (DECISIONS.md §6): printed beside the terminal's signature on certificates and
 * bills of lading. Until one is uploaded the PDFs carry a drawn one. Terminal logistics and the admin change it.
 */
export function StampCard({ editable }: { editable: boolean }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let made: string | null = null;
    void dp.api('stampImage', { quiet: true }).then(
      (blob) => setUrl((made = URL.createObjectURL(blob))),
      () => setUrl(null),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [dp, version]);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await dp.api('uploadStamp', { form: { file } });
      notify('berth.master.settings.stampSaved', { type: 'info' });
      setVersion((v) => v + 1);
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
        <Typography variant="subtitle2">{translate('berth.master.settings.stamp')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(url ? 'berth.master.settings.stampHelp' : 'berth.master.settings.stampNone')}
        </Typography>
        {url && (
          <Box
            component="img"
            src={url}
            alt={translate('berth.master.settings.stamp')}
            sx={{ width: 96, height: 96, objectFit: 'contain' }}
          />
        )}
        {editable && (
          <Box>
            <input
              ref={input}
              type="file"
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
            />
            <Button startIcon={<UploadIcon />} onClick={() => input.current?.click()} data-testid="upload-stamp">
              {translate('berth.master.settings.stampUpload')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
