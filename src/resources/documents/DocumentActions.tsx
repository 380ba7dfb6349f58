import type { ReactElement, ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import { useTranslate } from 'react-admin';
import type { DocumentAction, DocumentRecord } from '../../../contract/schemas/documents';
import type { Message } from '../../../contract/messages/render';
import { messageText } from '../../i18n/messages';
import { ReasonButton } from '../shared/ReasonButton';

interface Props {
  doc: DocumentRecord;
  onEdit(): void;
  onSend(): void;
  onSign(): void;
  onRefuse(reason: string): Promise<unknown>;
  /** The latest version's download, when there is one. */
  onDownload?: () => void;
}

/** The text of why a step waits (the record's `waits`), in the reader's language. */
export function useWaitText() {
  const translate = useTranslate();
  return (reason: Message) => messageText(translate, reason, reason.key);
}

/**
 * A step the caller will take once someone else has acted: shown, disabled, with the reason beside
 * it in words (SCREENS.md "waiting on"), tied to the button for a screen reader.
 */
function Waiting({
  action,
  reason,
  icon,
  label,
}: {
  action: DocumentAction;
  reason: string;
  icon: ReactElement;
  label: string;
}) {
  const id = `waits-${action}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={icon} disabled aria-describedby={id} data-testid={`${action}-document`}>
        {label}
      </Button>
      <Typography id={id} variant="caption" color="text.secondary" data-testid={`${action}-waits`}>
        {reason}
      </Typography>
    </Box>
  );
}

/**
 * The document's steps as the server computed them for the caller: those they may take now, and
 * those that wait on someone else, disabled with the reason. The browser adds no rule of its own.
 */
export function DocumentActions({ doc, onEdit, onSend, onSign, onRefuse, onDownload }: Props) {
  const translate = useTranslate();
  const waitText = useWaitText();
  const may = (a: DocumentAction) => doc.actions.includes(a);
  const waiting = (a: DocumentAction, icon: ReactElement, label: string): ReactNode => {
    const w = doc.waits.find((x) => x.action === a);
    return w ? <Waiting key={a} action={a} reason={waitText(w.reason)} icon={icon} label={translate(label)} /> : null;
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'flex-start' }}>
      {(may('edit') || may('revise')) && (
        <Button
          variant={may('revise') ? 'contained' : 'outlined'}
          startIcon={<EditIcon />}
          onClick={onEdit}
          data-testid="edit-document"
        >
          {translate(may('revise') ? 'berth.documents.revise' : 'berth.documents.edit')}
        </Button>
      )}
      {may('send') ? (
        <Button variant="contained" startIcon={<SendIcon />} onClick={onSend} data-testid="send-document">
          {translate('berth.documents.send')}
        </Button>
      ) : (
        waiting('send', <SendIcon />, 'berth.documents.send')
      )}
      {may('sign') ? (
        <Button variant="contained" startIcon={<DrawIcon />} onClick={onSign} data-testid="sign-document">
          {translate('berth.documents.sign')}
        </Button>
      ) : (
        waiting('sign', <DrawIcon />, 'berth.documents.sign')
      )}
      {may('refuse') ? (
        <ReasonButton
          labelled
          label="berth.documents.refuse"
          title="berth.documents.refuseTitle"
          missingMessage="spec.enterRejectReason"
          icon={<BlockIcon />}
          doneMessage={translate('berth.documents.refused', { number: doc.number })}
          onConfirm={onRefuse}
        />
      ) : (
        waiting('refuse', <BlockIcon />, 'berth.documents.refuse')
      )}
      {onDownload && (
        <Button startIcon={<DownloadIcon />} onClick={onDownload}>
          {translate('berth.documents.download')}
        </Button>
      )}
    </Stack>
  );
}
