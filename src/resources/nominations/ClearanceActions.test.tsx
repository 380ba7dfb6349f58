import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { info } from '../../../tests/support/web-app';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { ClearanceActions } from './ClearanceActions';

/**
 * Issue 31 review point 3: the COA link and port clearance buttons follow the server's own rule
 * (contract/permissions.ts nominations.clearance: terminal logistics, type 1 role 1), so the system
 * admin, whom the server refuses, is not offered them.
 */
const record = { id: 42, status: 'CQ Uploaded', coaLink: null, portClearReference: null } as NominationRecord;

/** Says when the signed-in user is known, so a missing button is not just a slow one. */
function Known() {
  return useBerthInfo().data ? <span>known</span> : null;
}

function renderAs(userName: string, userType: number, role: number) {
  const auth = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    info: async () => info(userName, userType, role),
    forgetInfo: () => undefined,
  } as AuthProvider;
  render(
    <AdminContext authProvider={auth} dataProvider={testDataProvider()}>
      <Known />
      <ClearanceActions record={record} />
    </AdminContext>,
  );
}

describe('the clearance actions', () => {
  it('are offered to terminal logistics', async () => {
    renderAs('logistics', 1, 1);
    expect(await screen.findByText('known')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('are not offered to the system admin, whom the server refuses', async () => {
    renderAs('admin', 0, 0);
    expect(await screen.findByText('known')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
