/** The headers and sheet names of the Excel exports (DECISIONS.md §7), in the reader's language. */
export const excelEn = {
  excel: {
    variance: {
      sheet: 'Variance',
      summary: 'Summary',
      nomination: 'Nomination',
      completed: 'Completed',
      customer: 'Customer',
      barge: 'Barge',
      product: 'Product',
      nominated: 'Nominated (t)',
      actual: 'Actual (t)',
      variance: 'Variance (t)',
      variancePercent: 'Variance (%)',
      high: 'Beyond threshold',
      justification: 'Justification',
      nominations: 'Nominations',
      highCount: 'Beyond threshold',
      total: 'Total',
      yes: 'Yes',
      no: 'No',
    },
  },
} as const;
