import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { bargingApi, REQUEST_CALLS, type RequestType } from './api';

/** The products and tanks a request may propose. */
export type RequestOptions = {
  products: { id: number; name: string }[];
  tanks: { id: number; name: string; number: string }[];
};

/** A customer's new change request on its nomination: what to change, to what, and a note. */
export function RequestForm({ record, options }: { record: NominationRecord; options?: RequestOptions }) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [type, setType] = useState<RequestType>('nominatedQtyMax');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const body = () => {
    if (type === 'nominatedQtyMax') return { id: record.id, nominatedQtyMax: Number(value), note: note || null };
    if (type === 'product') return { id: record.id, productId: Number(value), note: note || null };
    if (type === 'tank') return { id: record.id, tankId: Number(value), note: note || null };
    return { id: record.id, changes: { remarks: value }, note: note || null };
  };
  const send = async () => {
    try {
      await api.request(type, body() as never);
      notify('berth.barging.requests.sent', { type: 'info' });
      setValue('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
      refresh();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={translate('resources.requests.fields.type')}
        value={type}
        onChange={(e) => {
          setType(e.target.value as RequestType);
          setValue('');
        }}
        sx={{ minWidth: 220 }}
      >
        {Object.keys(REQUEST_CALLS).map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`berth.barging.requests.types.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      {type === 'product' || type === 'tank' ? (
        <TextField
          select
          size="small"
          label={translate('resources.requests.fields.proposed')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          sx={{ minWidth: 240 }}
        >
          {(type === 'product'
            ? (options?.products ?? [])
            : (options?.tanks ?? []).map((t) => ({ id: t.id, name: `${t.number} · ${t.name}` }))
          ).map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          type={type === 'nominatedQtyMax' ? 'number' : 'text'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          label={translate(
            type === 'nominatedQtyMax'
              ? 'resources.nominations.fields.nominatedQtyMax'
              : 'resources.nominations.fields.remarks',
          )}
          slotProps={{ htmlInput: { 'data-testid': 'request-value' } }}
        />
      )}
      <TextField
        size="small"
        label={translate('berth.barging.requests.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        variant="contained"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        disabled={value.trim() === ''}
        onClick={() => void send()}
      >
        {translate('berth.barging.requests.send')}
      </Button>
    </Stack>
  );
}
