import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import {
  AutocompleteArrayInput,
  Form,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { findingInput, vettingUpdateInput, type VettingRecord } from '../../../contract/schemas/vetting';
import {
  EXPIRING_DOCUMENTS,
  RECOMMENDATIONS,
  REQUIRED_DOCUMENTS,
  VETTING_DOCUMENT_KINDS,
  type VettingDocumentKind,
} from '../../../contract/vetting';
import { terminalDay } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { DateTimeInput } from '../shared/DateTimeInput';
import { DayInput } from '../shared/DayInput';
import { useSchemaResolver } from '../shared/schemaResolver';

type Vetting = VettingRecord & { id: number };
interface DialogProps {
  v: Vetting;
  onClose(): void;
  onDone(changed: VettingRecord): Promise<unknown>;
}

/** A dialog holding one react-admin form: its fields, then Cancel and the action that submits it. */
function FormDialog({
  title,
  submit,
  onClose,
  children,
  ...form
}: {
  title: string;
  submit: string;
  onClose(): void;
  children: ReactNode;
  onSubmit(values: FieldValues): Promise<void>;
  defaultValues: FieldValues;
  resolver?: ReturnType<typeof useSchemaResolver>;
  validate?(values: FieldValues): Record<string, string>;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (values: FieldValues) => {
    setBusy(true);
    try {
      await form.onSubmit(values);
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <ResourceContextProvider value="shipVettings">
        <Form {...form} onSubmit={onSubmit} noValidate>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(submit)}
            </Button>
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}

/** The dates a kind of document carries: a certificate its expiry, the SIRE report its inspection. */
function DocumentDates() {
  const kind = useWatch({ name: 'kind' }) as VettingDocumentKind;
  if (kind === 'sire') return <DayInput source="inspectedOn" label="berth.vetting.documents.inspectedOn" isRequired />;
  if (EXPIRING_DOCUMENTS.includes(kind))
    return <DayInput source="expiresOn" label="berth.vetting.documents.expiresOn" isRequired />;
  return null;
}

/** A document added to an open vetting: which one, its date, and the file (.jpg, .png or .pdf). */
export function UploadDialog({
  v,
  onClose,
  onDone,
}: Omit<DialogProps, 'onDone'> & { onDone(changed: VettingRecord, kind: VettingDocumentKind): Promise<unknown> }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const first = REQUIRED_DOCUMENTS.find((k) => !v.documents.some((d) => d.kind === k)) ?? 'other';
  const validate = (values: FieldValues) => {
    const errors: Record<string, string> = {};
    if (values.kind === 'sire' && !values.inspectedOn) errors.inspectedOn = 'vetting.inspectionRequired';
    if (EXPIRING_DOCUMENTS.includes(values.kind as VettingDocumentKind) && !values.expiresOn)
      errors.expiresOn = 'vetting.expiryRequired';
    return errors;
  };
  return (
    <FormDialog
      title={translate('berth.vetting.documents.add')}
      submit="berth.vetting.documents.upload"
      onClose={onClose}
      defaultValues={{ kind: first }}
      validate={validate}
      onSubmit={async (values) => {
        if (!file) {
          setFileMissing(true);
          return;
        }
        const kind = values.kind as VettingDocumentKind;
        const changed = await dp.api('uploadVettingDocument', {
          params: { id: v.id },
          query: {
            kind,
            expiresOn: EXPIRING_DOCUMENTS.includes(kind) ? (values.expiresOn as string) : undefined,
            inspectedOn: kind === 'sire' ? (values.inspectedOn as string) : undefined,
          },
          form: { file },
        });
        onClose();
        await onDone(changed, kind);
      }}
    >
      <SelectInput
        source="kind"
        label="berth.vetting.documents.kind"
        choices={VETTING_DOCUMENT_KINDS.map((k) => ({ id: k, name: `vettingDocumentKinds.${k}` }))}
        isRequired
      />
      <DocumentDates />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachIcon />}>
          {translate('berth.vetting.documents.choose')}
          <input
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,.pdf"
            data-testid="vetting-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileMissing(false);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={fileMissing ? 'error' : undefined}>
          {file?.name ?? (fileMissing ? translate('spec.requiredField') : '')}
        </Typography>
      </Box>
    </FormDialog>
  );
}

/** The inspector's findings: what was done, when and where, what was seen and what it recommends. */
export function FindingDialog({ v, onClose, onDone }: DialogProps) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <FormDialog
      title={translate('berth.vetting.findings.record')}
      submit="berth.vetting.findings.record"
      onClose={onClose}
      resolver={useSchemaResolver(findingInput)}
      defaultValues={{
        kind: v.findingKinds[0],
        inspectedOn: terminalDay(new Date(), timeZone),
        recommendation: 'accept',
      }}
      onSubmit={async (values) => {
        const changed = await dp.api('vettingFinding', { params: { id: v.id }, body: values as never });
        onClose();
        await onDone(changed);
      }}
    >
      <RadioButtonGroupInput
        source="kind"
        label="berth.vetting.findings.kind"
        choices={v.findingKinds.map((k) => ({ id: k, name: `berth.vetting.findings.kinds.${k}` }))}
      />
      <DayInput source="inspectedOn" label="berth.vetting.findings.inspectedOn" isRequired />
      <TextInput source="place" label="berth.vetting.findings.place" isRequired />
      <TextInput source="observations" label="berth.vetting.findings.observations" isRequired multiline minRows={3} />
      <RadioButtonGroupInput
        source="recommendation"
        label="berth.vetting.findings.recommendation"
        choices={RECOMMENDATIONS.map((r) => ({ id: r, name: `recommendations.${r}` }))}
      />
    </FormDialog>
  );
}

/** The operation, products, ETA and remarks: what a customer fills in and may change while the vetting is open. */
export function VettingFields() {
  return (
    <>
      <SelectInput
        source="operation"
        isRequired
        choices={[
          { id: 'load', name: 'berth.vetting.operations.load' },
          { id: 'discharge', name: 'berth.vetting.operations.discharge' },
        ]}
      />
      <ReferenceArrayInput
        source="productIds"
        reference="products"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText="name" label="resources.shipVettings.fields.productIds" isRequired />
      </ReferenceArrayInput>
      <DateTimeInput source="eta" />
      {/* A wide field: the whole row of the create form's grid. */}
      <TextInput source="remarks" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

/** The customer changes the particulars of an open vetting. */
export function EditDialog({ v, onClose, onDone }: DialogProps) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <FormDialog
      title={translate('berth.vetting.edit.title', { id: v.id })}
      submit="ra.action.save"
      onClose={onClose}
      resolver={useSchemaResolver(vettingUpdateInput)}
      defaultValues={{
        operation: v.operation,
        productIds: v.products.map((p) => p.id),
        eta: v.eta,
        remarks: v.remarks,
      }}
      onSubmit={async (values) => {
        const { data } = await dp.update<Vetting>('shipVettings', { id: v.id, data: values, previousData: v });
        onClose();
        await onDone(data);
      }}
    >
      <VettingFields />
    </FormDialog>
  );
}
