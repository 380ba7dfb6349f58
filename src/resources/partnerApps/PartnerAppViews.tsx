import { useState } from 'react';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import {
  BooleanField,
  Button,
  Datagrid,
  FunctionField,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { partnerAppInput, type PartnerAppRecord } from '../../../contract/schemas/settings';
import { useSchemaResolver } from '../shared/schemaResolver';
import type { PortalDataProvider } from '../../dataProvider';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { InactiveChip, RecordCards } from '../shared/RecordCards';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

/** Issues or rotates the key and shows it once; only its hash stays on the server. */
function KeyButton({ record }: { record: PartnerAppRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button
        label={record.keyIssuedAt ? 'berth.master.partnerApps.rotateKey' : 'berth.master.partnerApps.issueKey'}
        onClick={async (e) => {
          e.stopPropagation();
          try {
            setKey((await dp.issuePartnerKey(record.id)).key);
          } catch {
            // Shown by the HTTP layer.
          }
        }}
      >
        <KeyIcon />
      </Button>
      <Dialog
        open={key !== null}
        onClick={(e) => e.stopPropagation()}
        onClose={() => {
          setKey(null);
          refresh();
        }}
      >
        <DialogTitle>{translate('berth.master.partnerApps.keyTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('berth.master.partnerApps.keyOnce')}
          </Alert>
          <Typography
            data-testid="partner-key"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
          >
            {key}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton
            onClick={() => {
              setKey(null);
              refresh();
            }}
          >
            {translate('ra.action.close')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function PartnerAppList() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <ResourceList<PartnerAppRecord>
      resource="partnerApps"
      title="berth.master.settings.partnerApps"
      filters={[<SearchInput key="q" source="searchValue" alwaysOn />, activeFilterInput()]}
      canCreate
      embedded
      phone={
        <RecordCards<PartnerAppRecord>
          resource="partnerApps"
          primary={(r) => r.name}
          lines={(r) => [
            r.scope,
            r.redirectUri,
            `${translate('resources.partnerApps.fields.keyIssuedAt')}: ${
              r.keyIssuedAt
                ? formatTerminalDateTime(r.keyIssuedAt, timeZone)
                : translate('berth.master.partnerApps.never')
            }`,
          ]}
          state={(r) => <InactiveChip active={r.active} />}
        />
      }
      exportColumns={[
        { source: 'name' },
        { source: 'scope' },
        { source: 'redirectUri' },
        { source: 'keyIssuedAt' },
        { source: 'active' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('partnerApps', id)} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="scope" sortable={false} />
        <TextField source="redirectUri" sortable={false} />
        <FunctionField<PartnerAppRecord>
          source="keyIssuedAt"
          sortable={false}
          render={(r) =>
            r.keyIssuedAt ? <TerminalDateField source="keyIssuedAt" /> : translate('berth.master.partnerApps.never')
          }
        />
        <BooleanField source="active" sortable={false} />
        <FunctionField<PartnerAppRecord> label="" render={(r) => (r.active ? <KeyButton record={r} /> : null)} />
      </Datagrid>
    </ResourceList>
  );
}

function EditKey() {
  const record = useRecordContext<PartnerAppRecord>();
  return record?.active ? <KeyButton record={record} /> : null;
}

function PartnerAppInputs({ withKey = false }: { withKey?: boolean }) {
  return (
    <SimpleForm resolver={useSchemaResolver(partnerAppInput)} toolbar={<FormToolbar resource="partnerApps" />}>
      <TextInput source="name" isRequired />
      <TextInput source="scope" isRequired sx={{ minWidth: 360 }} />
      <TextInput source="redirectUri" isRequired sx={{ minWidth: 480 }} />
      {withKey && <EditKey />}
    </SimpleForm>
  );
}

export const PartnerAppCreate = () => (
  <ResourceCreate resource="partnerApps" title="berth.master.settings.partnerApps">
    <PartnerAppInputs />
  </ResourceCreate>
);
export const PartnerAppEdit = () => (
  <ResourceEdit resource="partnerApps" title="berth.master.settings.partnerApps">
    <PartnerAppInputs withKey />
  </ResourceEdit>
);
