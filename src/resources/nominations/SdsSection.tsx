import { Box, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { FINAL_STATES } from '../../../contract/lifecycle';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { NominationFileList } from './NominationFileList';

/**
 * A nomination's safety data sheets (spec §7 `POST /system/user/uploadSds/{id}`): who sees the
 * nomination sees them and may add one until it closes. None is no error: the server's "No SDS
 * file found for the given nomination ID." comes as an empty list (spec §8), said here in words.
 */
export function SdsSection({ record }: { record: NominationRecord }) {
  const { api } = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }} data-testid="sds-section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('berth.sds.title')}
      </Typography>
      <NominationFileList
        queryKey={['sds', record.id]}
        list={() => api('sdsFiles', { params: { id: record.id } })}
        upload={(file) => api('uploadSds', { params: { id: record.id }, form: { file } })}
        file={(fileId) => api('sdsFile', { params: { id: record.id, fileId } })}
        closed={FINAL_STATES.includes(record.status)}
        labels={{
          upload: 'berth.sds.upload',
          hint: 'berth.sds.hint',
          none: 'spec.noSdsFile',
          uploaded: 'berth.sds.uploaded',
          download: 'berth.sds.download',
        }}
        inputTestId="sds-file"
      />
    </Box>
  );
}
