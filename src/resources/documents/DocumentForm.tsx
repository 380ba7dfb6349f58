import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Loading, Title, useDataProvider, useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useDocumentRecord, useKeepDocumentRecord } from './useDocumentRecord';
import { useWaitText } from './DocumentActions';
import { QuantityTanks, TANK_FIELDS, emptyTank, num, type Row } from './QuantityTanks';
import { useNominationOptions } from '../nominations/useOptions';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SAMPLING_TYPES } from '../../../contract/enums';
import { DOCUMENT_TYPES, passes, type DocumentType } from '../../../contract/documents';
import {
  billOfLadingContent,
  qualityContent,
  quantityContent,
  type DocumentRecord,
} from '../../../contract/schemas/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { failureText } from '../../i18n/messages';
import { personLabel } from '../../i18n/people';

const TEST_FIELDS = ['min', 'max', 'result'] as const;
const emptyTest = (): Row => ({ parameter: '', method: '', unit: '', min: '', max: '', result: '' });
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** What the form holds for one document, as typed (strings), and the content the API takes. */
interface Draft {
  language: 'en' | 'zh';
  tanks: Row[];
  samplingType: string;
  tests: Row[];
  bill: Row;
  remarks: string;
}

function draftOf(doc: DocumentRecord | undefined, n: NominationRecord | undefined, locale: string): Draft {
  const c = (doc?.content ?? {}) as Record<string, unknown>;
  const rows = (v: unknown) =>
    Array.isArray(v) ? v.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, x]) => [k, text(x)]))) : [];
  return {
    // A new document is printed in the language its maker works in, until they choose otherwise.
    language: doc?.language ?? (locale === 'zh' ? 'zh' : 'en'),
    tanks: rows(c.tanks).length ? rows(c.tanks) : [emptyTank(n)],
    samplingType: text(c.samplingType) || 'Running',
    tests: rows(c.tests).length ? rows(c.tests) : [emptyTest()],
    bill: {
      shipper: text(c.shipper) || (n?.companyName ?? ''),
      consignee: text(c.consignee),
      notifyParty: text(c.notifyParty),
      portOfLoading: text(c.portOfLoading) || 'Singapore',
      portOfDischarge: text(c.portOfDischarge),
      originals: text(c.originals) || '3',
    },
    remarks: text(c.remarks),
  };
}

function contentOf(type: DocumentType, d: Draft): unknown {
  const remarks = d.remarks.trim() || null;
  if (type === 'quantity')
    return {
      tanks: d.tanks.map((t) => ({
        tankId: num(t.tankId),
        tankName: t.tankName,
        ...Object.fromEntries(TANK_FIELDS.map((f) => [f, num(t[f])])),
      })),
      remarks,
    };
  if (type === 'quality')
    return {
      samplingType: d.samplingType,
      tests: d.tests.map((t) => ({
        parameter: t.parameter,
        method: t.method,
        unit: t.unit || null,
        ...Object.fromEntries(TEST_FIELDS.map((f) => [f, num(t[f])])),
      })),
      remarks,
    };
  return { ...d.bill, notifyParty: d.bill.notifyParty || null, originals: num(d.bill.originals), remarks };
}

const SCHEMAS = { quantity: quantityContent, quality: qualityContent, billOfLading: billOfLadingContent } as const;

/** The first problem of the content and where it is ("tanks.0.density15"), checked by the contract's own schema. */
function problemOf(type: DocumentType, content: unknown): { path: string; key: string } | null {
  const parsed = SCHEMAS[type].safeParse(content);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), key: issue.message };
}

function Rows({ children }: { children: ReactNode }) {
  return <Stack spacing={1.5}>{children}</Stack>;
}

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

/**
 * Making or revising a document (DECISIONS.md §6): a certificate of quantity's tanks with their
 * figures computed as they are typed (the same arithmetic the PDF prints), a certificate of
 * quality's tests with pass or fail, a bill of lading's parties. Saved as a draft; sent from its screen.
 */
export function DocumentForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const waitText = useWaitText();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dp = useDataProvider<PortalDataProvider>();
  const { id: rawId } = useParams();
  const [params] = useSearchParams();
  const editing = rawId !== undefined;
  const { data: doc, isPending: docPending } = useDocumentRecord(Number(rawId), { enabled: editing });
  const nominationId = editing ? doc?.nominationId : Number(params.get('nomination'));
  const type = (editing ? doc?.type : params.get('type')) as DocumentType | undefined;
  const { data: nomination } = useGetOne<NominationRecord>(
    'nominations',
    { id: nominationId ?? 0 },
    { enabled: !!nominationId },
  );
  const keep = useKeepDocumentRecord();
  // The terminal's tanks, for the certificate of quantity's tank picker.
  const { data: options } = useNominationOptions();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<{ path: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if ((editing && docPending) || !type || !DOCUMENT_TYPES.includes(type)) return editing ? <Loading /> : null;
  if (!nomination) return <Loading />;
  const d = draft ?? draftOf(doc, nomination, locale);
  const set = (next: Partial<Draft>) => setDraft({ ...d, ...next });
  const err = (path: string) => (problem?.path === path ? translate(problem.key, { _: problem.key }) : undefined);
  const field = (path: string, label: string, value: string, onChange: (v: string) => void, numeric = false) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!err(path)}
      helperText={err(path)}
      slotProps={{ htmlInput: { inputMode: numeric ? 'decimal' : 'text', 'data-testid': `field-${path}` } }}
    />
  );
  const t = (k: string) => translate(`documentPdf.${k}`);

  const save = async () => {
    const content = contentOf(type, d);
    const found = problemOf(type, content);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const saved = editing
        ? await dp.update<DocumentRecord & { id: number }>('documents', {
            id: doc!.id,
            data: { content, language: d.language },
            previousData: doc!,
          })
        : await dp.create<DocumentRecord & { id: number }>('documents', {
            data: { nominationId, type, language: d.language, content },
          });
      // The next step as the saved record has it: send now, or first wait for someone (the terminal
      // starting signing), so the notice never offers what the disabled Send button refuses.
      const sendWaits = saved.data.waits?.find((w) => w.action === 'send');
      const next = doc?.status === 'Rejected' ? 'revised' : sendWaits ? 'savedWaiting' : 'saved';
      notify(`berth.documents.${next}`, {
        type: 'info',
        messageArgs: { number: saved.data.number, waiting: sendWaits ? waitText(sendWaits.reason) : '' },
      });
      keep(saved.data);
      navigate(`/documents/${saved.data.id}`);
    } catch (e) {
      notify(failureText(translate, e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280 }} data-testid="document-form">
      <Title title={translate(`documentTypes.${type}`)} />
      <Typography variant="h6" component="h1" gutterBottom>
        {editing
          ? `${doc!.number} · ${translate(doc!.status === 'Rejected' ? 'berth.documents.revise' : 'berth.documents.edit')}`
          : translate('berth.documents.newFor', { type: translate(`documentTypes.${type}`), id: nomination.id })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {nomination.bargeName} · {nomination.productName} · {nomination.companyName}
      </Typography>
      {doc?.refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('berth.documents.refusedBy', {
            name: personLabel(translate, { name: doc.refusal.userName, role: doc.refusal.role }),
            at: doc.refusal.at,
            reason: doc.refusal.reason,
          })}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <TextField
            select
            size="small"
            label={translate('berth.documents.language')}
            value={d.language}
            onChange={(e) => set({ language: e.target.value as 'en' | 'zh' })}
            sx={{ minWidth: 200, maxWidth: 260, mb: 2 }}
            fullWidth
          >
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="zh">中文</MenuItem>
          </TextField>
          {type === 'quantity' && (
            <QuantityTanks
              rows={d.tanks}
              nomination={nomination}
              tanks={options?.tanks ?? []}
              onChange={(tanks) => set({ tanks })}
              err={err}
            />
          )}
          {type === 'quality' && (
            <Rows>
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
                return (
                  <Line key={i} columns={7}>
                    {field(`tests.${i}.parameter`, t('parameter'), row.parameter ?? '', change('parameter'))}
                    {field(`tests.${i}.method`, t('method'), row.method ?? '', change('method'))}
                    {field(`tests.${i}.unit`, t('unit'), row.unit ?? '', change('unit'))}
                    {field(`tests.${i}.min`, t('min'), row.min ?? '', change('min'), true)}
                    {field(`tests.${i}.max`, t('max'), row.max ?? '', change('max'), true)}
                    {field(`tests.${i}.result`, t('result'), row.result ?? '', change('result'), true)}
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
            </Rows>
          )}
          {type === 'billOfLading' && (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(['shipper', 'consignee', 'notifyParty', 'portOfLoading', 'portOfDischarge', 'originals'] as const).map(
                (k) => field(k, t(k), d.bill[k] ?? '', (v) => set({ bill: { ...d.bill, [k]: v } }), k === 'originals'),
              )}
              <TextField
                size="small"
                label={t('quantity')}
                value={text(nomination.actualQuantity)}
                disabled
                helperText={translate('berth.documents.fromCq')}
              />
            </Box>
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={t('remarks')}
            value={d.remarks}
            onChange={(e) => set({ remarks: e.target.value })}
            sx={{ mt: 2 }}
          />
        </CardContent>
      </Card>
      {problem && !problem.path.match(/\d/) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(problem.key, { _: problem.key })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="save-document">
          {doc?.status === 'Rejected'
            ? translate('berth.documents.reviseAndSend')
            : translate('berth.documents.saveDraft')}
        </Button>
        <Button onClick={() => navigate(-1)}>{translate('berth.master.common.cancel')}</Button>
      </Stack>
    </Box>
  );
}
