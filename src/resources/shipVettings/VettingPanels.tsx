import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import PassIcon from '@mui/icons-material/CheckCircle';
import FailIcon from '@mui/icons-material/Cancel';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { VettingRecord } from '../../../contract/schemas/vetting';
import type { VettingCheck } from '../../../contract/vetting';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { listPath } from '../shared/paths';
import { dayOf } from './VettingStatus';

type Vetting = VettingRecord & { id: number };

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Particulars({ v }: { v: Vetting }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const field = (key: string) => translate(`resources.shipVettings.fields.${key}`);
  const when = (iso: string | null) => (iso ? formatTerminalDateTime(iso, timeZone) : '–');
  const rows: [string, ReactNode][] = [
    ['shipName', `${v.shipName} · ${translate(`berth.master.shipKinds.${v.shipKind}`)}`],
    ['imo', v.imo],
    ['loa', v.loa.toLocaleString('en-GB')],
    ['portOfRegistry', v.portOfRegistry ?? '–'],
    ['companyName', v.companyName],
    ['operation', translate(`berth.vetting.operations.${v.operation}`)],
    ['products', v.products.map((p) => p.name).join(', ')],
    ['eta', when(v.eta)],
    ['remarks', v.remarks ?? '–'],
    ['createdByName', `${person(v.createdByName, v.createdByRole)} · ${when(v.createdAt)}`],
    ['submittedAt', when(v.submittedAt)],
  ];
  if (v.decidedAt) rows.push(['decidedAt', `${person(v.decidedByName, v.decidedByRole)} · ${when(v.decidedAt)}`]);
  if (v.expiresAt) rows.push(['expiresAt', dayOf(v.expiresAt, timeZone)]);
  return (
    <Panel title="berth.vetting.sections.particulars">
      <Table size="small">
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" sx={{ width: '38%', color: 'text.secondary', border: 0, pl: 0 }}>
                {field(key)}
              </TableCell>
              <TableCell sx={{ border: 0, overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

function Documents({ v, onUpload }: { v: Vetting; onUpload(): void }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  const open = (documentId: number, fileName: string) =>
    void dp.api('vettingDocumentFile', { params: { id: v.id, documentId } }).then((blob) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = fileName;
      a.click();
      URL.revokeObjectURL(a.href);
    });
  return (
    <Panel
      title="berth.vetting.sections.documents"
      action={
        v.editable && (
          <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={onUpload}>
            {translate('berth.vetting.documents.add')}
          </Button>
        )
      }
    >
      {v.documents.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.documents.none')}</Typography>
      ) : (
        <List dense disablePadding data-testid="vetting-documents">
          {v.documents.map((d) => (
            <ListItem key={d.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    {translate(`vettingDocumentKinds.${d.kind}`)}
                    {d.expiresOn && ` · ${translate('berth.vetting.documents.expiresOn')} ${formatDay(d.expiresOn)}`}
                    {d.inspectedOn &&
                      ` · ${translate('berth.vetting.documents.inspectedOn')} ${formatDay(d.inspectedOn)}`}
                  </>
                }
                secondary={
                  <>
                    <MuiLink
                      component="button"
                      type="button"
                      onClick={() => open(d.id, d.fileName)}
                      aria-label={translate('berth.vetting.documents.download', { file: d.fileName })}
                      sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                    >
                      {d.fileName}
                    </MuiLink>
                    {' · '}
                    {translate('berth.vetting.documents.by', {
                      name: person(d.uploadedByName, d.uploadedByRole),
                      at: formatTerminalDateTime(d.uploadedAt, timeZone),
                    })}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}

function Findings({ v }: { v: Vetting }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  return (
    <Panel title="berth.vetting.sections.findings">
      {v.findings.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.findings.none')}</Typography>
      ) : (
        <Stack spacing={1.5} data-testid="vetting-findings">
          {v.findings.map((f) => (
            <Box key={f.id} data-testid="vetting-finding">
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate('berth.vetting.findings.line', {
                  kind: translate(`berth.vetting.findings.kinds.${f.kind}`),
                  place: f.place,
                  day: formatDay(f.inspectedOn),
                  recommendation: translate(`recommendations.${f.recommendation}`),
                })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {f.observations}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('berth.vetting.findings.by', {
                  name: person(f.userName, f.userRole),
                  at: formatTerminalDateTime(f.at, timeZone),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** One check as a sentence with its figures (DECISIONS §5): what passed or failed, and why. */
function checkLines(c: VettingCheck, translate: (k: string, o?: object) => string): { ok: boolean; text: string }[] {
  const k = (key: string, o?: object) => translate(`berth.vetting.checks.${key}`, o);
  switch (c.key) {
    case 'imo':
      return [{ ok: c.passed, text: k(c.passed ? 'imo.ok' : 'imo.bad', { imo: c.imo }) }];
    case 'loa':
      return [{ ok: c.passed, text: k(c.passed ? 'loa.ok' : 'loa.bad', { loa: c.loa, berths: c.berths.join(', ') }) }];
    case 'documents':
      return c.items.map((i) => ({
        ok: i.state === 'valid',
        text: k(`documents.${i.state}`, {
          kind: translate(`vettingDocumentKinds.${i.kind}`),
          day: i.expiresOn ? formatDay(i.expiresOn) : '',
        }),
      }));
    case 'sire':
      return [
        {
          ok: c.passed,
          text: c.inspectedOn
            ? k(c.passed ? 'sire.ok' : 'sire.old', { day: formatDay(c.inspectedOn), months: c.maxAgeMonths })
            : k('sire.missing'),
        },
      ];
    case 'blacklist':
      return [{ ok: c.passed, text: k(c.passed ? 'blacklist.ok' : 'blacklist.bad', { reason: c.reason ?? '' }) }];
  }
}

function Checks({ checks }: { checks: VettingCheck[] }) {
  const translate = useTranslate();
  const lines = checks.flatMap((c) => checkLines(c, translate).map((l, i) => ({ ...l, key: `${c.key}-${i}` })));
  return (
    <Panel title="berth.vetting.sections.checks">
      <Typography variant="caption" color="text.secondary">
        {translate('berth.vetting.checks.advice')}
      </Typography>
      <List dense disablePadding data-testid="vetting-checks">
        {lines.map((l) => (
          <ListItem key={l.key} disableGutters data-passed={l.ok} data-text={l.text}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {l.ok ? (
                <PassIcon color="success" fontSize="small" titleAccess={translate('berth.vetting.checks.passed')} />
              ) : (
                <FailIcon color="error" fontSize="small" titleAccess={translate('berth.vetting.checks.failed')} />
              )}
            </ListItemIcon>
            <ListItemText primary={l.text} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function History({ history }: { history: NonNullable<VettingRecord['history']> }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <Panel title="berth.vetting.sections.history">
      {history.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.history.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {history.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={
                  <Link to={`${listPath('shipVettings')}/${h.id}`}>
                    {translate('berth.vetting.history.line', {
                      id: h.id,
                      status: translate(`vettingStatuses.${h.status}`),
                      company: h.companyName,
                    })}
                  </Link>
                }
                secondary={[h.decidedAt && formatTerminalDateTime(h.decidedAt, timeZone), h.decisionReason]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}

function Log({ id, at }: { id: number; at: string }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  // The record's last change is in the key: a step taken elsewhere (a live notice) brings the log along.
  const { data } = useQuery({
    queryKey: ['vettingLog', id, at],
    queryFn: () => dp.api('vettingLog', { query: { BId: id, pageNum: 1, pageSize: 100 } }),
  });
  const rows = data?.rows ?? [];
  return (
    <Panel title="berth.vetting.sections.log">
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.log.none')}</Typography>
      ) : (
        <List dense disablePadding data-testid="vetting-log">
          {rows.map((r) => {
            const label = translate(`logActions.${r.action}`, { _: r.actionLabel });
            return (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={r.detail ? `${label}: ${r.detail}` : label}
                  secondary={[
                    r.userName === null ? '' : person(r.userName, r.userRole),
                    formatTerminalDateTime(r.at, timeZone),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Panel>
  );
}

/** The record's body: what the vetting is and holds on the left; the terminal's advice and the log on the right. */
export function VettingPanels({ v, onUpload }: { v: Vetting; onUpload(): void }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack spacing={2} sx={{ flex: 3, minWidth: 0 }}>
        <Particulars v={v} />
        <Documents v={v} onUpload={onUpload} />
        <Findings v={v} />
      </Stack>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        {v.checks && <Checks checks={v.checks} />}
        {v.history && <History history={v.history} />}
        <Log id={v.id} at={v.updatedAt} />
      </Stack>
    </Stack>
  );
}
