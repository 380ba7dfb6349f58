import { Box, Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { MailRecord } from '../../../contract/schemas/mailOutbox';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { ResourceList, usePhone } from '../shared/ResourceList';
import { TwoLines } from '../shared/RecordCards';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

function State({ mail }: { mail: MailRecord }) {
  const translate = useTranslate();
  if (mail.sentAt)
    return <Chip size="small" color="success" variant="outlined" label={translate('berth.outbox.sent')} />;
  if (mail.attempts)
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={translate('berth.outbox.failed', { attempts: mail.attempts })}
        title={mail.lastError ?? ''}
      />
    );
  return <Chip size="small" variant="outlined" label={translate('berth.outbox.waiting')} />;
}

/** The message itself, opened under its row. */
function Body() {
  return (
    <FunctionField<MailRecord>
      render={(m) => (
        <Box sx={{ p: 1 }}>
          {m.lastError && (
            <Typography color="error" variant="body2" sx={{ mb: 1 }}>
              {m.lastError}
            </Typography>
          )}
          <Typography
            component="pre"
            data-testid="mail-body"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: 14, m: 0 }}
          >
            {m.body}
          </Typography>
        </Box>
      )}
    />
  );
}

/** Settings → Outbox: every e-mail the portal sent or holds (DECISIONS.md §8). */
export function OutboxList() {
  const onPhone = usePhone();
  const timeZone = useTimeZone();
  return (
    <ResourceList<MailRecord>
      resource="mailOutbox"
      title="berth.outbox.title"
      embedded
      filters={[
        <SearchInput key="q" source="searchValue" alwaysOn />,
        <SelectInput
          key="sent"
          source="sent"
          choices={[
            { id: 'true', name: 'berth.outbox.sent' },
            { id: 'false', name: 'berth.outbox.unsent' },
          ]}
          alwaysOn
        />,
      ]}
      exportColumns={[
        { source: 'createdAt' },
        { source: 'to' },
        { source: 'subject' },
        { source: 'sentAt' },
        { source: 'attempts' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick="expand" expand={<Body />} bulkActionButtons={false}>
        {/* A phone has room for two columns: the subject over its address and time, and the state. */}
        {onPhone ? (
          <FunctionField<MailRecord>
            source="subject"
            sortable={false}
            render={(m) => (
              <TwoLines main={m.subject} sub={`${m.to} · ${formatTerminalDateTime(m.createdAt, timeZone)}`} />
            )}
          />
        ) : (
          [
            <TerminalDateField key="at" source="createdAt" sortable={false} />,
            <TextField key="to" source="to" sortable={false} />,
            <TextField key="subject" source="subject" sortable={false} />,
          ]
        )}
        <FunctionField<MailRecord> source="sentAt" sortable={false} render={(m) => <State mail={m} />} />
      </Datagrid>
    </ResourceList>
  );
}
