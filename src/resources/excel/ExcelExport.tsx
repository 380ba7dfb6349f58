import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetAppOutlined';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { terminalDay } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { DayPicker } from '../shared/DayInput';
import { streamDownload } from './streamDownload';

interface ExportProps {
  /** The API path of the export, e.g. /excel/variance. */
  path: string;
  titleKey: string;
  introKey: string;
}

/**
 * An Excel export (DECISIONS.md §7) over chosen days as .xlsx, headers in the chosen language. The
 * server streams it; the screen shows how much has arrived.
 */
function ExcelExport({ path, titleKey, introKey }: ExportProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const timeZone = useTimeZone();
  const [locale] = useLocaleState();
  const today = terminalDay(new Date(), timeZone);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [lang, setLang] = useState(locale === 'zh' ? 'zh' : 'en');
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setReceived(0);
    try {
      const name = await streamDownload(`${path}?from=${from}&to=${to}&lang=${lang}`, setReceived);
      notify('berth.excel.done', { type: 'info', messageArgs: { name } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setReceived(null);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(titleKey)} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate(titleKey)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(introKey)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, '& > *': { flexShrink: 0 } }}>
            <DayPicker label={translate('berth.excel.from')} value={from} onChange={(d) => setFrom(d)} />
            <DayPicker label={translate('berth.excel.to')} value={to} onChange={(d) => setTo(d)} />
            <TextField
              select
              size="small"
              variant="filled"
              label={translate('berth.excel.language')}
              value={lang}
              onChange={(e) => setLang(e.target.value)}
              sx={{ width: 160 }}
            >
              <MenuItem value="en">English</MenuItem>
              <MenuItem value="zh">中文</MenuItem>
            </TextField>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {received !== null && (
            <Box sx={{ mb: 2 }} role="status" data-testid="export-progress">
              <LinearProgress aria-label={translate('ra.page.loading')} />
              <Typography variant="caption" color="text.secondary">
                {translate('berth.excel.received', { size: (received / 1_048_576).toFixed(1) })}
              </Typography>
            </Box>
          )}
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={received !== null || from > to}
            onClick={() => void run()}
          >
            {translate('berth.excel.download')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** /excel/logistic/index: the variance report (terminal logistics). */
export const VarianceExport = () => (
  <ExcelExport path="/excel/variance" titleKey="berth.menu.excelLogistic" introKey="berth.excel.varianceIntro" />
);

/** /excel/pilot/index: pilot jobs, a pilot's own or every job for the head of pilot. */
export const PilotJobsExport = () => (
  <ExcelExport path="/excel/pilot" titleKey="berth.excel.pilotTitle" introKey="berth.excel.pilotIntro" />
);
