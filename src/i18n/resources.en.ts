/** react-admin's resource names and field labels (resources.<name>.fields.<field>). */
export const resourcesEn = {
  companies: {
    name: 'company |||| companies',
    fields: {
      code: 'Code', name: 'Name', kind: 'Kind', legalName: 'Legal trading name', entityType: 'Entity type',
      country: 'Country of incorporation', industrySector: 'Industry sector', foundedOn: 'Founded', registerNumber: 'Register number',
      lei: 'LEI', parentCompanyId: 'Parent company', parentCompanyName: 'Parent company', beneficialOwner: 'Beneficial owner',
      streetNo: 'Street no.', street: 'Street', town: 'Town', postalCode: 'Postal code', poBox: 'PO box', email: 'E-mail',
      website: 'Website', telephone: 'Telephone', socialLinks: 'Social links', alternativeName: 'Alternative name',
      uen: 'UEN number', active: 'Active', userCount: 'Users',
    },
  },
  ships: {
    name: 'ship |||| ships',
    fields: {
      name: 'Name', imo: 'IMO number', loa: 'LOA (m)', portOfRegistry: 'Port of registry', customCode: 'Custom code',
      kind: 'Kind', companyId: 'Owner or operator', companyName: 'Owner or operator', active: 'Active', unqualified: 'Unqualified',
    },
  },
  jetties: {
    name: 'jetty |||| jetties',
    fields: {
      number: 'Jetty number', name: 'Name', active: 'Active', berths: 'Berths', lines: 'Lines', hoses: 'Hoses',
      minLoa: 'Minimum LOA (m)', maxLoa: 'Maximum LOA (m)', productIds: 'Products',
    },
  },
  tanks: {
    name: 'tank |||| tanks',
    fields: { name: 'Name', number: 'Number', productId: 'Product', productName: 'Product', capacity: 'Capacity (m³)', active: 'Active' },
  },
  products: { name: 'product |||| products', fields: { name: 'Name', type: 'Type', active: 'Active' } },
  pilots: {
    name: 'pilot or tug boat |||| pilots and tug boats',
    fields: { name: 'Name', kind: 'Kind', contact: 'Contact', createdByName: 'Created by', createdOn: 'Created on', active: 'Active' },
  },
  equipmentReports: {
    name: 'equipment report |||| equipment reports',
    fields: {
      jettyId: 'Jetty', jettyNumber: 'Jetty', equipment: 'Equipment', location: 'Location', severity: 'Severity',
      closesJetty: 'Closes the jetty', description: 'Description', reportedOn: 'Reported on', reportedByName: 'Reported by',
      resolvedOn: 'Resolved on', resolvedByName: 'Resolved by', resolution: 'Resolution', open: 'State', state: 'State',
    },
  },
  unqualifiedShips: {
    name: 'unqualified ship |||| unqualified ships',
    fields: {
      shipId: 'Ship', shipName: 'Ship', imo: 'IMO number', reason: 'Reason', blacklistedOn: 'Since', blacklistedByName: 'Listed by',
      liftedOn: 'Lifted on', liftedByName: 'Lifted by', liftReason: 'Reason for lifting', source: 'Source', state: 'State',
    },
  },
  users: {
    name: 'user |||| users',
    fields: {
      userName: 'User name', nickName: 'Name', email: 'E-mail', userType: 'User type', role: 'Role', companyId: 'Company',
      companyName: 'Company', shipId: 'Barge', shipName: 'Barge', status: 'Status', createTime: 'Created', password: 'Initial password',
      sdsFiles: 'Safety data sheets',
    },
  },
  partnerApps: {
    name: 'partner app |||| partner apps',
    fields: { name: 'Name', scope: 'Scope', redirectUri: 'Redirect URI', keyIssuedAt: 'Key issued', active: 'Active' },
  },
  mailOutbox: { name: 'e-mail |||| e-mails', fields: { createdAt: 'Queued', to: 'To', subject: 'Subject', sentAt: 'State', attempts: 'Tries', searchValue: 'Search', sent: 'Sent' } },
  auditLog: { name: 'audit entry |||| audit log', fields: { at: 'When', action: 'Action', entity: 'Record' } },
} as const;

/** Texts of the master data screens. */
export const masterEn = {
  common: {
    active: 'Active', inactive: 'Deactivated', all: 'All', showing: 'Show', restore: 'Reactivate', deactivate: 'Deactivate',
    restored: 'Reactivated', deactivated: 'Deactivated', cancel: 'Cancel', confirm: 'Confirm',
    reason: 'Reason',
  },
  companyKinds: { terminal: 'Terminal', customer: 'Customer', surveyor: 'Surveyor', barge_operator: 'Barge operator' },
  companySections: { identity: 'Identity', registration: 'Registration', address: 'Address', contact: 'Contact', users: 'Users of this company' },
  shipKinds: { vessel: 'Vessel', barge: 'Barge' },
  pilotKinds: { pilot: 'Pilot', tug: 'Tug boat' },
  severities: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  equipment: {
    open: 'Open', resolved: 'Resolved', resolve: 'Resolve', resolveTitle: 'Resolve equipment report',
  },
  unqualified: {
    current: 'On the list', lifted: 'Lifted', lift: 'Lift', liftTitle: 'Take this ship off the unqualified list', blacklist: 'Add to the list',
  },
  settings: {
    title: 'Settings', users: 'Users', products: 'Products', partnerApps: 'Partner apps', outbox: 'Outbox', terminal: 'Terminal',
    varianceThreshold: 'Variance threshold (%)', billingRates: 'Billing rates', currency: 'Currency',
    berthHourRate: 'Rate per berth hour', perTonneRate: 'Rate per tonne', timeZone: 'Terminal time zone',
    trial: 'Trial mode (documents carry the trial notice)', saved: 'Settings saved',
  },
  users: {
    freeze: 'Deactivate', unfreeze: 'Reactivate', revalidate: 'Resend confirmation e-mail', revalidated: 'Confirmation e-mail queued',
    uploadSds: 'Upload safety data sheet', uploaded: 'File uploaded', uploadHint: '.jpg, .png or .pdf, up to 10 MB',
    passwordHint: 'Leave empty to send a confirmation e-mail instead', deleted: 'User deleted', deactivatedInstead: 'The user has history, so it was deactivated instead',
    statuses: { Active: 'Active', Deactivated: 'Deactivated', 'Pending Verification': 'Pending Verification', Draft: 'Draft' },
  },
  partnerApps: {
    issueKey: 'Issue key', rotateKey: 'Rotate key', keyTitle: 'The new key', keyOnce: 'Copy this key now: it will not be shown again.', never: 'Never issued',
  },
  audit: {
    verify: 'Verify chain', verifyOk: 'The audit chain is intact (%{rows} rows)', verifyBroken: 'The audit chain is broken at row %{id} (%{reason})',
    field: 'Field', before: 'Before', after: 'After', noChanges: 'No field values recorded', startDate: 'From', endDate: 'To',
  },
  hints: { imo: '7 digits; the last is the check digit', lei: '20 characters (ISO 17442)', uen: 'e.g. 201912345K or T09LL0001B' },
} as const;
