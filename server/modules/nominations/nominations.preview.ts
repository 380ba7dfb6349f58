import type { FastifyRequest } from 'fastify';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { CATALOGUES } from '../../../contract/messages/index.js';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
import { PdfWriter } from '../../platform/pdf.js';
import { settingsOf } from '../settings/settings.service.js';

type PdfLanguage = keyof typeof CATALOGUES;

type Field = keyof (typeof CATALOGUES)['en']['nominationFields'];

/** The nomination as a PDF in the caller's language; times in the terminal's zone; the trial notice while the trial is on. */
export async function nominationPdf(
  request: FastifyRequest,
  n: NominationRecord,
  language: PdfLanguage,
): Promise<Buffer> {
  const settings = await settingsOf(request);
  const texts = CATALOGUES[language];
  const when = (v: string | null) => (v ? formatTerminalDateTime(v, settings.timeZone) : '');
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const yes = (v: boolean) => (v ? texts.pdf.yes : texts.pdf.no);
  const row = (field: Field, value: string): [string, string] => [texts.nominationFields[field], value];

  const pdf = PdfWriter.create({
    title: `${texts.pdf.title} #${n.id}`,
    subtitle: `${texts.statuses[n.status]} · ${n.companyName}`,
    notice: settings.trial ? texts.spec.trialNotice : undefined,
    footer: `${texts.pdf.generated} ${formatTerminalDateTime(request.server.clock(), settings.timeZone)} (${settings.timeZone})`,
  });
  pdf.heading(texts.pdf.cargo);
  pdf.rows([
    row('companyName', n.companyName),
    row('bargeName', `${n.bargeName} · IMO ${n.bargeImo} · ${n.bargeLoa} m`),
    row('productName', n.productName),
    row('tankNumber', text(n.tankNumber)),
    row('quantity', text(n.quantity)),
    row('nominatedQtyMax', text(n.nominatedQtyMax)),
    row('balanceInTank', text(n.balanceInTank)),
    row('actualQuantity', text(n.actualQuantity)),
    row('variancePercent', text(n.variancePercent)),
  ]);
  pdf.heading(texts.pdf.berth);
  pdf.rows([
    row('eta', when(n.eta)),
    row('bargeReadinessTime', when(n.bargeReadinessTime)),
    row('berthName', text(n.berthName)),
    row('estimatedBerthTime', when(n.estimatedBerthTime)),
    row('berthAssignedAt', when(n.berthAssignedAt)),
    row('pilotName', text(n.pilotName)),
    row('pilotType', n.pilotType ? texts.pilotTypes[n.pilotType] : ''),
    row('pilotExemption', yes(n.pilotExemption)),
  ]);
  pdf.heading(texts.pdf.parties);
  pdf.rows([
    row('surveyors', n.surveyors.map((s) => s.name).join(', ')),
    row('bargeContactNumber', text(n.bargeContactNumber)),
    ...(n.psaContactNumber !== null ? [row('psaContactNumber', n.psaContactNumber)] : []),
    // The terminal's own records: null in the record of anyone but terminal logistics.
    ...(n.coaLink !== null ? [row('coaLink', n.coaLink)] : []),
    ...(n.portClearReference !== null
      ? [row('portClearReference', `${n.portClearReference} · ${when(n.portClearAt)}`)]
      : []),
    row('customCode', text(n.customCode)),
    row('remarks', text(n.remarks)),
  ]);
  return pdf.save();
}
