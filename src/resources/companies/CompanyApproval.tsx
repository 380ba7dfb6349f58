import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../contract/schemas/companies';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';

/** A self-registered company waits for approval: said at the top of its record, with the action (DECISIONS §8). */
export function CompanyApproval() {
  const translate = useTranslate();
  const record = useRecordContext<CompanyRecord>();
  const user = useBerthInfo().data?.user;
  const dp = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record || record.approved) return null;
  const mayApprove = canAccess(user, 'approve', 'companies');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="company-approval"
      action={
        mayApprove && (
          <Button color="inherit" size="small" onClick={() => setAsking(true)}>
            {translate('berth.master.companyApproval.approve')}
          </Button>
        )
      }
    >
      <strong>{translate('berth.master.companyApproval.waiting')}</strong> ·{' '}
      {translate('berth.master.companyApproval.hint')}
      <Confirm
        isOpen={asking}
        title={translate('berth.master.companyApproval.approve')}
        content={translate('berth.master.companyApproval.confirm', { name: record.name })}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          setAsking(false);
          await dp.api('approveCompany', { params: { id: record.id } });
          notify(translate('berth.master.companyApproval.done', { name: record.name }), { type: 'success' });
          refresh();
        }}
      />
    </Alert>
  );
}
