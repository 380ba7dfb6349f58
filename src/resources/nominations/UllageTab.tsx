import { Box } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { FINAL_STATES } from '../../../contract/lifecycle';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { bargingApi } from './api';
import { NominationFileList } from './NominationFileList';

/** Ullage reports: upload (.jpg, .png, .pdf), download, delete by the uploader or terminal logistics. */
export function UllageTab({ record }: { record: NominationRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  return (
    <Box>
      <NominationFileList
        queryKey={['ullage', record.id]}
        list={() => api.ullage(record.id)}
        upload={(file) => api.uploadUllage(record.id, file)}
        file={(fileId) => api.ullageFile(record.id, fileId)}
        remove={(fileId) => api.deleteUllage(record.id, fileId)}
        closed={FINAL_STATES.includes(record.status)}
        labels={{
          upload: 'berth.barging.actions.upload',
          hint: 'berth.barging.ullage.hint',
          none: 'berth.barging.ullage.none',
          uploaded: 'berth.barging.ullage.uploaded',
          download: 'berth.barging.actions.download',
          delete: 'berth.barging.actions.delete',
          deleted: 'berth.barging.ullage.deleted',
        }}
        inputTestId="ullage-file"
      />
    </Box>
  );
}
