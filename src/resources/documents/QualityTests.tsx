import type { ReactNode } from 'react';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { SAMPLING_TYPES } from '../../../contract/enums';
import { passes } from '../../../contract/documents';
import { DraftField } from './DraftField';
import { emptyTest, type Draft } from './documentDraft';
import { num } from './QuantityTanks';

/** A grid that is one line on a wide screen and wraps into a card's lines on a phone. */
function Line({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr)) 40px` },
        p: { xs: 1, md: 0 },
        border: { xs: 1, md: 0 },
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}

/** A certificate of quality's sampling and its tests, each with pass or fail as its result is typed. */
export function QualityTests({
  draft: d,
  set,
  err,
}: {
  draft: Draft;
  set(next: Partial<Draft>): void;
  err(path: string): string | undefined;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`documentPdf.${k}`);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('samplingType')}
        value={d.samplingType}
        onChange={(e) => set({ samplingType: e.target.value })}
        sx={{ maxWidth: 260 }}
      >
        {SAMPLING_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`samplingTypes.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle1">{t('tests')}</Typography>
      {d.tests.map((row, i) => {
        const min = num(row.min);
        const max = num(row.max);
        const result = num(row.result);
        const verdict = result === null || (min === null && max === null) ? null : passes({ min, max, result });
        const change = (k: string) => (v: string) =>
          set({ tests: d.tests.map((r, j) => (j === i ? { ...r, [k]: v } : r)) });
        const field = (k: string, numeric = false) => (
          <DraftField
            path={`tests.${i}.${k}`}
            label={t(k)}
            value={row[k] ?? ''}
            onChange={change(k)}
            err={err}
            numeric={numeric}
          />
        );
        return (
          <Line key={i} columns={7}>
            {field('parameter')}
            {field('method')}
            {field('unit')}
            {field('min', true)}
            {field('max', true)}
            {field('result', true)}
            <Typography
              variant="body2"
              color={verdict === false ? 'error' : 'text.primary'}
              data-testid={`verdict-${i}`}
            >
              {verdict === null ? '–' : verdict ? t('pass') : t('fail')}
            </Typography>
            <IconButton
              aria-label={translate('berth.documents.removeRow')}
              disabled={d.tests.length === 1}
              onClick={() => set({ tests: d.tests.filter((_r, j) => j !== i) })}
            >
              <DeleteIcon />
            </IconButton>
          </Line>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => set({ tests: [...d.tests, emptyTest()] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('berth.documents.addTest')}
      </Button>
    </Stack>
  );
}
