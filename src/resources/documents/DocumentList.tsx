import { Button, Chip } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, FunctionField, NumberField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { MENU_PATHS } from '../../../contract/menus';
import type { DocumentType, DocStatus } from '../../../contract/documents';
import type { DocumentRow } from '../../../contract/schemas/documents';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useTimeZone } from '../../layout/useTimeZone';
import { ListEmpty } from '../shared/ListEmpty';
import { RecordCards } from '../shared/RecordCards';
import { ResourceList } from '../shared/ResourceList';
import { PersonField } from '../shared/PersonField';
import { personLabel } from '../../i18n/people';
import { OffSpecChip } from '../quality/OffSpecAlert';
import { COLUMNS_SX, DocumentNumber } from '../shared/columns';

/** The certificate lists of the menus; the statement of facts has none (it is read from its nomination). */
export const DOCUMENT_PATHS: Record<Exclude<DocumentType, 'statementOfFacts'>, string> = {
  quantity: MENU_PATHS.quantity,
  quality: MENU_PATHS.quality,
  billOfLading: MENU_PATHS.billOfLading,
};
/**
 * A document's own screen, outside the certificate menus: a surveyor signs certificates of quantity
 * without that menu, and a barge reaches its documents from the nomination.
 */
const documentPath = (_type: DocumentType, id: number) => `/documents/${id}`;

const COLOURS: Record<DocStatus, 'default' | 'info' | 'success' | 'error'> = {
  Draft: 'default',
  Pending: 'info',
  Signed: 'success',
  Rejected: 'error',
};

export function DocumentStatusChip({ status }: { status: DocStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(`documentStatuses.${status}`)} />;
}

/** "Waiting on: Barge master" for a document out for signing (SCREENS.md, waiting on). */
export function WaitingOn({ record }: { record: Pick<DocumentRow, 'due'> }) {
  const translate = useTranslate();
  return record.due ? (
    <>{translate('berth.documents.waitingOn', { who: translate(`signerSlots.${record.due}`) })}</>
  ) : null;
}

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="waiting"
    source="waiting"
    alwaysOn
    emptyText="berth.documents.all"
    choices={[{ id: 'true', name: 'berth.documents.waitingForMe' }]}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={(['Draft', 'Pending', 'Signed', 'Rejected'] as const).map((s) => ({
      id: s,
      name: `documentStatuses.${s}`,
    }))}
  />,
];

function DocumentCards({ type }: { type: DocumentType }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <RecordCards<DocumentRow>
      resource="documents"
      primary={(r) => (
        <>
          <DocumentNumber>{r.number}</DocumentNumber> · {r.bargeName}
        </>
      )}
      lines={(r) => [
        `${translate('berth.documents.nomination', { id: r.nominationId })} · ${r.companyName}`,
        r.due ? translate('berth.documents.waitingOn', { who: translate(`signerSlots.${r.due}`) }) : null,
        formatTerminalDateTime(r.updatedAt, timeZone),
      ]}
      state={(r) => (
        <>
          <DocumentStatusChip status={r.status} />
          <OffSpecChip offSpec={r.offSpec} />
        </>
      )}
      link={(r) => documentPath(type, r.id)}
    />
  );
}

/** Checking a PDF someone holds: the public /verify page, for signed-in users too. */
function VerifyLink() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/verify" size="small" startIcon={<VerifiedIcon />}>
      {translate('berth.verify.title')}
    </Button>
  );
}

/** One type's documents (a certificate menu entry): those waiting for the caller's signature first to hand. */
function DocumentList({ type }: { type: DocumentType }) {
  const translate = useTranslate();
  return (
    <ResourceList<DocumentRow>
      resource="documents"
      title={`berth.menu.${type}`}
      filters={filters}
      filter={{ type }}
      storeKey={`berth.documents.${type}`}
      extraActions={<VerifyLink />}
      phone={<DocumentCards type={type} />}
      exportColumns={[
        { source: 'number' },
        { source: 'nominationId' },
        { source: 'bargeName' },
        { source: 'companyName' },
        { source: 'productName' },
        { source: 'status' },
        { source: 'due' },
        { source: 'createdBy', value: (r) => personLabel(translate, { name: r.createdBy, role: r.createdByRole }) },
        { source: 'updatedAt' },
      ]}
    >
      <Datagrid
        empty={<ListEmpty />}
        rowClick={(id) => documentPath(type, Number(id))}
        bulkActionButtons={false}
        // Numbers, chips and dates take their content's width, the names the rest (issue 35 #9).
        sx={COLUMNS_SX}
      >
        <FunctionField<DocumentRow> source="number" render={(r) => <DocumentNumber>{r.number}</DocumentNumber>} />
        <NumberField source="nominationId" options={{ useGrouping: false }} />
        <TextField source="bargeName" />
        <TextField source="companyName" />
        <TextField source="productName" />
        <FunctionField<DocumentRow>
          source="status"
          render={(r) => (
            <>
              <DocumentStatusChip status={r.status} />
              <OffSpecChip offSpec={r.offSpec} />
            </>
          )}
        />
        {/* The column is headed "Waiting on": its cells name only who ("Barge master"). */}
        <FunctionField<DocumentRow>
          source="due"
          sortable={false}
          render={(r) => (r.due ? translate(`signerSlots.${r.due}`) : null)}
        />
        <PersonField<DocumentRow> source="createdBy" roleSource="createdByRole" />
        <TerminalDateField source="updatedAt" />
      </Datagrid>
    </ResourceList>
  );
}

export const QuantityList = () => <DocumentList type="quantity" />;
export const QualityList = () => <DocumentList type="quality" />;
export const BillOfLadingList = () => <DocumentList type="billOfLading" />;
