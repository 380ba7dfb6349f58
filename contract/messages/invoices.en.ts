/** Invoices and credit notes (DECISIONS.md §11): refusals, the PDF's words, the e-mail and the notice. */
export const invoicesEn = {
  invoices: {
    nothingToInvoice:
      'No Approved billing records of this company completed from %{from} to %{to} are waiting for an invoice',
    notCustomer: 'Only a customer company is invoiced: choose a customer (company)',
    creditTooLarge: 'A credit note cannot exceed what is left to credit on %{number}: %{left}',
    mixedCurrencies:
      'These records were billed in more than one currency (%{currencies}): one invoice is in one currency; invoice a shorter period',
    creditOfCredit: 'Only an invoice is corrected by a credit note, not a credit note',
    amountCents: 'The amount has at most two decimals (cents)',
    noBillingEmail: 'The company has no billing e-mail address: the invoice was not e-mailed',
    kinds: { invoice: 'Invoice', creditNote: 'Credit note' },
    // A line's kind is billing's word (billing.lines.*); only a credit note's line is new.
    creditNoteLine: 'Credit on %{number}: %{reason}',
  },
  invoicePdf: {
    invoiceTitle: 'Tax invoice',
    creditNoteTitle: 'Credit note',
    customer: 'Customer',
    billingEmail: 'Billing e-mail',
    period: 'Period',
    issued: 'Issued',
    currency: 'Currency',
    corrects: 'Corrects',
    reason: 'Reason',
    lines: 'Charges',
    nomination: 'Nomination',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    gst: 'GST %{percent} %',
    total: 'Total',
    verifyAt: 'Verify at',
    rounding: 'GST is computed once on the subtotal and rounded half up to the cent.',
    terminal: 'Issued by',
    address: 'Address',
    // No GST number is kept on a company: the terminal's UEN, which is its GST registration number in Singapore.
    gstRegistration: 'GST reg. no. (UEN)',
    // Each charge's evidence, in the billing screen's words (src/i18n/billing sources, shared duration).
    sources: {
      berthSof: 'Berth dues: %{hours} h from the statement of facts',
      berthMooring: 'Berth dues: %{hours} h from the mooring report',
      berthWindow: 'Berth dues: %{hours} h from the berth window',
      quantity: 'Quantity dues: %{tonnes} t',
      pilot: 'Pilot job %{jobs}',
      tug: 'Tugs on pilot job %{jobs}',
      overstay: '%{time} over laytime (laytime v%{version})',
    },
    duration: { hours: '%{hours} h', minutes: '%{minutes} min', both: '%{hours} h %{minutes} min' },
  },
  invoiceMail: {
    issued: {
      subject: 'Invoice %{number} from %{terminal}',
      body: 'Dear customer,\n\nInvoice %{number} of %{total} for %{company} is issued.\n\nRead it in the portal: %{link}\nCheck the PDF is genuine: %{verify}\n',
    },
    creditNote: {
      subject: 'Credit note %{number} from %{terminal}',
      body: 'Dear customer,\n\nCredit note %{number} of %{total} for %{company} is issued.\n\nRead it in the portal: %{link}\nCheck the PDF is genuine: %{verify}\n',
    },
  },
  invoiceNotices: {
    issued: 'Invoice %{number} issued: %{total}',
    creditNote: 'Credit note %{number} issued: %{total}',
  },
} as const;
