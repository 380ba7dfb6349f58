import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { quantityTotals, tankFigures, type TankMeasure } from '../../../contract/documents';
import type { NominationOptions, NominationRecord } from '../../../contract/schemas/nominations';
import { formatNumber, useFormatQuantity } from '../shared/format';

export type Row = Record<string, string>;
export const TANK_FIELDS = [
  'openingUllageMm',
  'closingUllageMm',
  'temperatureC',
  'density15',
  'grossObservedM3',
] as const;
const LABELS: Record<(typeof TANK_FIELDS)[number], string> = {
  openingUllageMm: 'openingUllage',
  closingUllageMm: 'closingUllage',
  temperatureC: 'temperature',
  density15: 'density',
  grossObservedM3: 'gov',
};

/** A typed number, or null while it is blank or not a number yet ("12." or "abc"); a comma is a decimal point. */
export const num = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** A new tank line: the nomination's tank chosen, 15 °C to start from. */
export const emptyTank = (n?: Pick<NominationRecord, 'tankId' | 'tankNumber'>): Row => ({
  tankId: n?.tankId ? String(n.tankId) : '',
  tankName: n?.tankNumber ?? '',
  openingUllageMm: '',
  closingUllageMm: '',
  temperatureC: '15',
  density15: '',
  grossObservedM3: '',
});

/** The tank's measures once all are typed as numbers, else null. */
function measuresOf(row: Row): TankMeasure | null {
  const m = Object.fromEntries(TANK_FIELDS.map((f) => [f, num(row[f])]));
  return TANK_FIELDS.every((f) => m[f] !== null) ? (m as unknown as TankMeasure) : null;
}

const finite = (...values: number[]) => values.every(Number.isFinite);
/** The figures of a tank when they can be computed (a density of 0 cannot be corrected), else null. */
function figuresOf(row: Row) {
  const m = measuresOf(row);
  if (!m) return null;
  const f = tankFigures(m);
  return finite(f.vcf, f.netStandardM3, f.metricTonnes) ? f : null;
}

/**
 * The certificate's totals as far as they can be computed: the observed volume once every tank's is
 * typed, the rest once every tank's figures are; each missing figure shows as "–".
 */
function totalsText(rows: Row[], nominated: number): Record<string, string> {
  const dash = '–';
  const govs = rows.map((r) => num(r.grossObservedM3));
  const gov = govs.every((g) => g !== null) ? govs.reduce<number>((s, g) => s + g!, 0) : null;
  const all = rows.every((r) => figuresOf(r) !== null);
  const t = all
    ? quantityTotals(
        rows.map((r) => measuresOf(r)!),
        nominated,
      )
    : null;
  const show = (v: number | null | undefined) => (v === null || v === undefined ? dash : formatNumber(v)!);
  return {
    gov: show(gov === null ? null : Math.round(gov * 1000) / 1000),
    nsv: show(t?.netStandardM3),
    actual: show(t?.actual),
    nominated: show(nominated),
    variance: show(t?.variance),
    percent: show(t?.variancePercent),
  };
}

interface Props {
  rows: Row[];
  nomination: NominationRecord;
  tanks: NominationOptions['tanks'];
  onChange(rows: Row[]): void;
  /** The refusal at a field ("tanks.0.density15"), if any. */
  err(path: string): string | undefined;
}

/**
 * A certificate of quantity's tanks (DECISIONS.md §6): the tank picked from the terminal's tanks
 * (the nomination's chosen), the measures typed, and the figures computed as they are typed with
 * the PDF's own arithmetic. Three fields a line on a laptop, two on a tablet, one on a phone, so
 * no label is cut.
 */
export function QuantityTanks({ rows, nomination, tanks, onChange, err }: Props) {
  const translate = useTranslate();
  const quantity = useFormatQuantity();
  const t = (k: string) => translate(`documentPdf.${k}`);
  const change = (i: number, next: Row) => onChange(rows.map((r, j) => (j === i ? { ...r, ...next } : r)));
  // The nomination's product's tanks, and any tank a saved certificate names that is no longer among them.
  const choices = tanks.filter((k) => k.productId === null || k.productId === nomination.productId);
  const totals = totalsText(rows, nomination.quantity);
  const all = rows.map(figuresOf);
  const variance = all.every((f) => f !== null)
    ? quantityTotals(
        rows.map((r) => measuresOf(r)!),
        nomination.quantity,
      ).variancePercent
    : 0;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1">{t('tanks')}</Typography>
      {rows.map((row, i) => {
        const f = all[i];
        const saved = row.tankName && !choices.some((k) => k.number === row.tankName) ? row.tankName : null;
        return (
          <Box key={i} data-testid={`tank-${i}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <TextField
                select
                size="small"
                label={t('tank')}
                value={saved ?? row.tankName ?? ''}
                onChange={(e) => {
                  const k = choices.find((c) => c.number === e.target.value);
                  change(i, { tankName: e.target.value, tankId: k ? String(k.id) : '' });
                }}
                error={!!err(`tanks.${i}.tankName`)}
                helperText={err(`tanks.${i}.tankName`)}
                slotProps={{ htmlInput: { 'data-testid': `field-tanks.${i}.tankName` } }}
              >
                {choices.map((k) => (
                  <MenuItem key={k.id} value={k.number}>
                    {k.name && k.name !== k.number ? `${k.number} · ${k.name}` : k.number}
                  </MenuItem>
                ))}
                {saved && <MenuItem value={saved}>{saved}</MenuItem>}
              </TextField>
              {TANK_FIELDS.map((name) => (
                <TextField
                  key={name}
                  size="small"
                  label={t(LABELS[name])}
                  value={row[name] ?? ''}
                  onChange={(e) => change(i, { [name]: e.target.value })}
                  error={!!err(`tanks.${i}.${name}`)}
                  helperText={err(`tanks.${i}.${name}`)}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `field-tanks.${i}.${name}` } }}
                />
              ))}
            </Box>
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" data-testid={`vcf-${i}`}>
                {t('vcf')} {f ? f.vcf.toFixed(5) : '–'}
              </Typography>
              <Typography variant="body2" data-testid={`nsv-${i}`}>
                {t('nsv')} {f ? formatNumber(f.netStandardM3) : '–'}
              </Typography>
              <Typography variant="body2" data-testid={`tonnes-${i}`}>
                {t('tonnes')} {f ? quantity(f.metricTonnes) : '–'}
              </Typography>
              <Box sx={{ flex: 1 }} />
              <IconButton
                aria-label={translate('berth.documents.removeRow')}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_r, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyTank()])} sx={{ alignSelf: 'flex-start' }}>
        {translate('berth.documents.addTank')}
      </Button>
      <Alert severity={Math.abs(variance) > 0.5 ? 'warning' : 'info'} data-testid="cq-totals">
        {translate('berth.documents.totals', totals)}
      </Alert>
    </Stack>
  );
}
