import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRow } from '../../../contract/schemas/audit';
import { fieldChanges } from './diff';

/** The readable diff of one audit entry: each changed field, before and after, and where it came from. */
export function AuditDiff() {
  const record = useRecordContext<AuditRow>();
  const translate = useTranslate();
  if (!record) return null;
  const changes = fieldChanges(record.before, record.after);
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="audit-diff">
      <Typography variant="caption" color="text.secondary">
        {translate('berth.audit.requestId')}: {record.requestId ?? '—'} · {translate('berth.audit.ip')}:{' '}
        {record.ip ?? '—'}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2">{translate('berth.master.audit.noChanges')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('berth.master.audit.field')}</TableCell>
              <TableCell>{translate('berth.master.audit.before')}</TableCell>
              <TableCell>{translate('berth.master.audit.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.field}>
                <TableCell sx={{ fontWeight: 600 }}>{c.field}</TableCell>
                <TableCell
                  sx={{
                    color: 'error.main',
                    textDecoration: c.after ? 'line-through' : 'none',
                    wordBreak: 'break-all',
                  }}
                >
                  {c.before}
                </TableCell>
                <TableCell sx={{ color: 'success.main', wordBreak: 'break-all' }}>{c.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
