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
  useRedirect,
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

type Named = RaRecord & { name?: string; number?: string; userName?: string };
/** How a message names a record: its name, else its number or user name, else its id. */
const nameOf = (r: Named | undefined) => r?.name ?? r?.userName ?? r?.number ?? (r ? `#${r.id}` : '');

/** Saved: say which record and what became of it ("Tank T101 created"), then back to the list. */
function useSaved(resource: string, message: 'berth.forms.created' | 'berth.forms.saved') {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (saved: Named) => {
      notify(message, { type: 'info', messageArgs: { name: nameOf(saved) } });
      redirect(listPath(resource));
    },
  };
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
  const record = useRecordContext<Named & { active?: boolean }>();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton />
        <CancelButton resource={resource} />
      </Box>
      {deactivate && record?.active === true && (
        <DeleteButton
          label="berth.master.common.deactivate"
          mutationMode="pessimistic"
          redirect={listPath(resource)}
          successMessage={translate('berth.forms.deactivated', { name: nameOf(record) })}
        />
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
    <Create
      resource={resource}
      // As in ResourceList: MenuScreen checked access already; the server checks every call.
      disableAuthentication
      title={heading}
      mutationOptions={useSaved(resource, 'berth.forms.created')}
    >
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
      // As in ResourceList: MenuScreen checked access already; the server checks every call.
      disableAuthentication
      id={id}
      title={<EditTitle fallback={translate(title)} />}
      mutationMode="pessimistic"
      mutationOptions={useSaved(resource, 'berth.forms.saved')}
      aside={aside}
    >
      {children}
    </Edit>
  );
}
