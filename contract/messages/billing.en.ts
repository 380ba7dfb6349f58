/** Billing records (DECISIONS.md §7): refusals, statuses and the words of their lines and export. */
export const billingEn = {
  billing: {
    stepRefused: 'A billing record that is %{status} cannot be %{step}',
    creditTooLarge: 'A credit cannot exceed the total of %{total}',
    creditOnInvoice: 'This record is on invoice %{number}: issue a credit note on invoice %{number} instead',
    statuses: { Draft: 'Draft', Approved: 'Approved', Invoiced: 'Invoiced' },
    steps: { approve: 'approved', correct: 'corrected', credit: 'credited' },
    lines: {
      berth: 'Berth hours',
      quantity: 'Quantity (t)',
      pilot: 'Pilot jobs',
      tug: 'Tug jobs',
      credit: 'Credit',
      overstay: 'Berth overstay (h)',
    },
    export: {
      sheet: 'Billing',
      record: 'Record',
      nomination: 'Nomination',
      completed: 'Completed',
      customer: 'Customer',
      barge: 'Barge',
      status: 'Status',
      berthHours: 'Berth hours',
      quantity: 'Quantity (t)',
      pilotJobs: 'Pilot jobs',
      tugJobs: 'Tug jobs',
      credits: 'Credits',
      total: 'Total',
      currency: 'Currency',
    },
  },
} as const;
