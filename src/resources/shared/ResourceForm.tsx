import type { ReactNode } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  Toolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  Button,
  type RaRecord,
} from 'react-admin';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import type { PortalDataProvider } from '../../dataProvider';
import { listPath } from './paths';

/** Reactivates a deactivated record. */
function RestoreButton({ resource }: { resource: string }) {
  const record = useRecordContext<RaRecord & { active?: boolean }>();
  const dp = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.active !== false) return null;
  return (
    <Button
      label="berth.master.common.restore"
      onClick={async () => {
        await dp.restore(resource, record.id);
        notify('berth.master.common.restored', { type: 'info' });
        refresh();
      }}
    >
      <RestoreIcon />
    </Button>
  );
}

/** Back to the list without saving. */
function CancelButton({ resource }: { resource: string }) {
  const navigate = useNavigate();
  return (
    <Button label="ra.action.cancel" onClick={() => navigate(listPath(resource))}>
      <CloseIcon />
    </Button>
  );
}

/** Save and Cancel, and deactivate (or reactivate) where the resource allows it: nothing is hard-deleted. */
export function FormToolbar({ resource, deactivate = true }: { resource: string; deactivate?: boolean }) {
  const record = useRecordContext<RaRecord & { active?: boolean }>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton />
        <CancelButton resource={resource} />
      </Box>
      {deactivate && record?.active === true && (
        <DeleteButton label="berth.master.common.deactivate" mutationMode="pessimistic" redirect={listPath(resource)} />
      )}
      {deactivate && <RestoreButton resource={resource} />}
    </Toolbar>
  );
}

/** "Edit Tank T101": the record by its name (or number), once it has loaded. */
function EditTitle({ fallback }: { fallback: string }) {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & { name?: string; number?: string; userName?: string }>();
  const name = record?.name ?? record?.userName ?? record?.number;
  return <>{name ? translate('berth.forms.edit', { name }) : fallback}</>;
}

export function ResourceCreate({
  resource,
  title,
  children,
}: {
  resource: string;
  title: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // "New tank": what is being made, not only the section it belongs to.
  const heading = translate(`berth.lists.create.${resource}`, { _: translate(title) });
  return (
    <Create resource={resource} title={heading} redirect={() => listPath(resource)}>
      {children}
    </Create>
  );
}

export function ResourceEdit({
  resource,
  title,
  children,
  aside,
}: {
  resource: string;
  title: string;
  children: ReactNode;
  aside?: React.ReactElement;
}) {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <Edit
      resource={resource}
      id={id}
      title={<EditTitle fallback={translate(title)} />}
      mutationMode="pessimistic"
      redirect={() => listPath(resource)}
      aside={aside}
    >
      {children}
    </Edit>
  );
}
