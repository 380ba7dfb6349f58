/** Master data beyond the standard resource shape: the jetty table, berths, users, safety data sheets, companies, equipment reports, unqualified ships. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam, paged } from '../schemas/common.js';
import { userIdBody, userRecord } from '../schemas/users.js';
import { legacySdsRecord, sdsFileParams, sdsRecord } from '../schemas/sds.js';
import { equipmentReportRecord, equipmentResolveInput } from '../schemas/equipmentReports.js';
import { liftInput, unqualifiedRecord } from '../schemas/unqualifiedShips.js';
import { companyRecord } from '../schemas/companies.js';
import { berthListQuery, berthListRow, jettyTableRow } from '../schemas/jetties.js';

export const MASTER_DATA_API = {
  jettyTable: def('jettyTable', {
    summary: 'The jetty table: per jetty number, its line names and hose names',
    response: z.array(jettyTableRow),
  }),
  berthList: def('berthList', {
    summary: 'Active berths with their jetty, 12 to a page',
    query: berthListQuery,
    response: paged(berthListRow),
  }),
  revalidateEmail: def('revalidateEmail', {
    summary: 'Send the address confirmation e-mail again',
    query: idParam,
    response: z.null(),
  }),
  freezeUser: def('freezeUser', { summary: 'Active → Deactivated', body: userIdBody, response: userRecord }),
  unfreezeUser: def('unfreezeUser', { summary: 'Deactivated → Active', body: userIdBody, response: userRecord }),
  unlockUser: def('unlockUser', {
    summary: 'End a sign-in lock (ten failures) before its thirty minutes',
    body: userIdBody,
    response: userRecord,
  }),
  uploadSds: def('uploadSds', {
    summary:
      'Upload a safety data sheet of a nomination\'s cargo (the id a nomination\'s; .jpg, .png or .pdf, 10 MB at most; multipart field "file")',
    params: idParam,
    upload: true,
    response: sdsRecord,
  }),
  sdsFiles: def('sdsFiles', {
    summary:
      "A nomination's safety data sheets; none: an empty list with msg 'No SDS file found for the given nomination ID.'",
    params: idParam,
    response: z.array(sdsRecord),
  }),
  sdsFile: def('sdsFile', {
    summary: 'Download a safety data sheet of a nomination',
    params: sdsFileParams,
    response: 'file',
  }),
  legacySdsFiles: def('legacySdsFiles', {
    summary:
      "A user's safety data sheets from before sheets were a nomination's, read-only (system admin, terminal logistics)",
    params: idParam,
    response: z.array(legacySdsRecord),
  }),
  legacySdsFile: def('legacySdsFile', {
    summary: "Download one of a user's safety data sheets from before sheets were a nomination's",
    params: sdsFileParams,
    response: 'file',
  }),
  approveCompany: def('approveCompany', {
    summary: 'Approve a self-registered company: others see it and it may nominate (terminal logistics, admin)',
    params: idParam,
    response: companyRecord,
  }),
  resolveEquipmentReport: def('resolveEquipmentReport', {
    summary: 'Resolve a report (terminal logistics)',
    params: idParam,
    body: equipmentResolveInput,
    response: equipmentReportRecord,
  }),
  liftUnqualified: def('liftUnqualified', {
    summary: 'Take a ship off the list, with a reason',
    params: idParam,
    body: liftInput,
    response: unqualifiedRecord,
  }),
} as const satisfies Record<string, ApiDef>;
