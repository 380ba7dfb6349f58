import { useEffect, useRef } from 'react';
import { Alert, Button, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { Panel, type Vetting } from './VettingPanel';

/**
 * The ship's certificates and reports, each downloaded on a click; more added while the vetting is
 * editable. A step refused for its documents is told here, above them, with the add button at hand.
 */
export function VettingDocuments({
  v,
  onUpload,
  error = null,
}: {
  v: Vetting;
  onUpload(): void;
  error?: string | null;
}) {
  const translate = useTranslate();
  const add = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The reader lands where the fix is: the alert is announced, the focus on "Add document".
    if (!error) return;
    add.current?.scrollIntoView?.({ block: 'center' });
    add.current?.focus();
  }, [error]);
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
          <Button ref={add} size="small" variant="outlined" startIcon={<UploadIcon />} onClick={onUpload}>
            {translate('berth.vetting.documents.add')}
          </Button>
        )
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="documents-refusal">
          {error}
        </Alert>
      )}
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
