import type { FastifyRequest } from 'fastify';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { SPEC_MESSAGES } from '../../../contract/messages.js';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
// The screens' catalogues are plain data: the PDF names each field exactly as the screen does.
import { bargingEn, bargingResourcesEn } from '../../../src/i18n/barging.en.js';
import { bargingResourcesZh, bargingZh } from '../../../src/i18n/barging.zh.js';
import { berthZh } from '../../../src/i18n/berth.zh.js';
import { PdfWriter } from '../../platform/pdf.js';
import { readSettings } from '../settings/settings.repository.js';
import { terminalDefaults } from '../settings/settings.routes.js';

export type PdfLanguage = 'en' | 'zh';

const TEXTS = {
  en: { fields: bargingResourcesEn.nominations.fields, statuses: bargingEn.statuses, pilotTypes: bargingEn.pilotTypes, notice: SPEC_MESSAGES.trialNotice,
    title: 'Barging nomination', generated: 'Generated', yesNo: ['Yes', 'No'], sections: { cargo: 'Barge and cargo', berth: 'Timing and berth', parties: 'Parties and remarks' } },
  zh: { fields: bargingResourcesZh.nominations.fields, statuses: bargingZh.statuses, pilotTypes: bargingZh.pilotTypes, notice: berthZh.spec.trialNotice,
    title: '驳船提名', generated: '生成时间', yesNo: ['是', '否'], sections: { cargo: '驳船与货物', berth: '时间与泊位', parties: '相关方与备注' } },
} as const;

type Field = keyof typeof bargingResourcesEn.nominations.fields;

/** The nomination as a PDF in the caller's language; times in the terminal's zone; the trial notice while the trial is on. */
export async function nominationPdf(request: FastifyRequest, n: NominationRecord, language: PdfLanguage): Promise<Uint8Array> {
  const settings = await readSettings(request.server.db, terminalDefaults(request));
  const texts = TEXTS[language];
  const when = (v: string | null) => (v ? formatTerminalDateTime(v, settings.timeZone) : '');
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const yes = (v: boolean) => texts.yesNo[v ? 0 : 1];
  const row = (field: Field, value: string): [string, string] => [texts.fields[field], value];

  const pdf = await PdfWriter.create({
    title: `${texts.title} #${n.id}`,
    subtitle: `${texts.statuses[n.status]} · ${n.companyName}`,
    notice: settings.trial ? texts.notice : undefined,
    footer: `${texts.generated} ${formatTerminalDateTime(request.server.clock(), settings.timeZone)} (${settings.timeZone})`,
  });
  await pdf.heading(texts.sections.cargo);
  await pdf.rows([
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
  await pdf.heading(texts.sections.berth);
  await pdf.rows([
    row('eta', when(n.eta)),
    row('bargeReadinessTime', when(n.bargeReadinessTime)),
    row('berthName', text(n.berthName)),
    row('estimatedBerthTime', when(n.estimatedBerthTime)),
    row('berthAssignedAt', when(n.berthAssignedAt)),
    row('pilotName', text(n.pilotName)),
    row('pilotType', n.pilotType ? texts.pilotTypes[n.pilotType] : ''),
    row('pilotExemption', yes(n.pilotExemption)),
  ]);
  await pdf.heading(texts.sections.parties);
  await pdf.rows([
    row('surveyors', n.surveyors.map((s) => s.name).join(', ')),
    row('bargeContactNumber', text(n.bargeContactNumber)),
    ...(n.psaContactNumber !== null ? [row('psaContactNumber', n.psaContactNumber)] : []),
    row('customCode', text(n.customCode)),
    row('remarks', text(n.remarks)),
  ]);
  return pdf.save();
}
