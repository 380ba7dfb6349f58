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
import { useParams } from 'react-router-dom';
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

/** Save, and deactivate (or reactivate) where the resource allows it: nothing is hard-deleted. */
export function FormToolbar({ resource, deactivate = true }: { resource: string; deactivate?: boolean }) {
  const record = useRecordContext<RaRecord & { active?: boolean }>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deactivate && record?.active === true && (
        <DeleteButton label="berth.master.common.deactivate" mutationMode="pessimistic" redirect={listPath(resource)} />
      )}
      {deactivate && <RestoreButton resource={resource} />}
    </Toolbar>
  );
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
  return (
    <Create resource={resource} title={translate(title)} redirect={() => listPath(resource)}>
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
      title={translate(title)}
      mutationMode="pessimistic"
      redirect={() => listPath(resource)}
      aside={aside}
    >
      {children}
    </Edit>
  );
}
