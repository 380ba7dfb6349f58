import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import NotesIcon from '@mui/icons-material/EditNoteOutlined';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { ReasonButton } from '../shared/ReasonButton';
import { editPath } from '../shared/paths';
import { EmptyState } from '../shared/ListEmpty';
import { formatNumber } from '../shared/format';
import { usePhone } from '../shared/ResourceList';
import type { HighVarianceRecord as HighVarianceRow } from '../../../contract/schemas/nominations';

/** /highVariance/index: completed nominations beyond the variance threshold; a team leader or admin explains each. */
export function HighVarianceScreen() {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const user = useBerthInfo().data?.user;
  const [page, setPage] = useState(1);
  const [justified, setJustified] = useState<'' | 'true' | 'false'>('');
  const [search, setSearch] = useState('');
  const query = { pageNum: page, pageSize: 20, justified: justified || undefined, searchValue: search };
  const { data, refetch } = useQuery({
    queryKey: ['highVariance', query],
    queryFn: () => dp.api('highVariance', { query }),
  });
  const f = (k: string) => translate(`resources.highVariance.fields.${k}`);
  const onPhone = usePhone();
  const variance = (r: HighVarianceRow) => (
    <Chip
      size="small"
      color={r.justification ? 'default' : 'warning'}
      label={`${r.variancePercent > 0 ? '+' : ''}${r.variancePercent} %`}
    />
  );
  const justify = (r: HighVarianceRow) =>
    canAccess(user, 'justify', 'highVariance') && (
      <ReasonButton
        labelled={onPhone}
        label="berth.barging.highVariance.justify"
        title="berth.barging.highVariance.justifyTitle"
        icon={<NotesIcon />}
        doneMessage="berth.barging.highVariance.justified"
        onConfirm={(text) =>
          dp.api('justifyVariance', { params: { id: r.id }, body: { justification: text } }).then(() => refetch())
        }
      />
    );
  const completed = (r: HighVarianceRow) => (r.completedAt ? formatTerminalDateTime(r.completedAt, timeZone) : '');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('berth.menu.highVariance')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={translate('ra.action.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
            <TextField
              size="small"
              select
              label={f('justified')}
              // "All" is a choice of its own: shown, with the label above it.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={justified}
              onChange={(e) => {
                setJustified(e.target.value as '' | 'true' | 'false');
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{translate('berth.master.common.all')}</MenuItem>
              <MenuItem value="false">{translate('berth.barging.highVariance.open')}</MenuItem>
              <MenuItem value="true">{translate('berth.barging.highVariance.done')}</MenuItem>
            </TextField>
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            {onPhone ? (
              // A card per nomination on a phone: its numbers, its explanation and the button to give one.
              <Stack spacing={1} data-testid="high-variance">
                {(data?.rows ?? []).map((r) => (
                  <Box key={r.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Link component={RouterLink} to={editPath('nominations', r.id)}>
                        #{r.id} {r.bargeName}
                      </Link>
                      {variance(r)}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {r.companyName} · {r.productName} · {formatNumber(r.quantity)} → {formatNumber(r.actualQuantity)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {f('completedAt')}: {completed(r)}
                    </Typography>
                    {r.justification && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {r.justification} ({person(r.justifiedByName, r.justifiedByRole)})
                      </Typography>
                    )}
                    {justify(r)}
                  </Box>
                ))}
              </Stack>
            ) : (
              <Table size="small" data-testid="high-variance">
                <TableHead>
                  <TableRow>
                    {[
                      'id',
                      'companyName',
                      'bargeName',
                      'productName',
                      'quantity',
                      'actualQuantity',
                      'variancePercent',
                      'completedAt',
                      'justification',
                      'justifiedByName',
                    ].map((k) => (
                      <TableCell key={k}>{f(k)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(data?.rows ?? []).map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        <Link component={RouterLink} to={editPath('nominations', r.id)}>
                          #{r.id}
                        </Link>
                      </TableCell>
                      <TableCell>{r.companyName}</TableCell>
                      <TableCell>{r.bargeName}</TableCell>
                      <TableCell>{r.productName}</TableCell>
                      <TableCell align="right">{formatNumber(r.quantity)}</TableCell>
                      <TableCell align="right">{formatNumber(r.actualQuantity)}</TableCell>
                      <TableCell>{variance(r)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{completed(r)}</TableCell>
                      <TableCell>{r.justification}</TableCell>
                      <TableCell>{person(r.justifiedByName, r.justifiedByRole)}</TableCell>
                      <TableCell>{justify(r)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {data?.rows.length === 0 &&
              (search || justified ? (
                <EmptyState
                  filtered
                  text={translate('berth.lists.noMatch')}
                  action={
                    <Button
                      variant="outlined"
                      onClick={() => {
                        setSearch('');
                        setJustified('');
                      }}
                    >
                      {translate('berth.lists.clearFilters')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState text={translate('berth.barging.highVariance.empty')} />
              ))}
          </Box>
          {(data?.total ?? 0) > 20 && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil((data?.total ?? 0) / 20)}
              page={page}
              onChange={(_e, p) => setPage(p)}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
