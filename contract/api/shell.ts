/** The shell: notifications, disclaimers, settings, partner keys and the audit chain. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam } from '../schemas/common.js';
import { disclaimerRecord } from '../schemas/disclaimers.js';
import { partnerAppKey, settingsShape, settingsUpdate } from '../schemas/settings.js';
import { auditVerifyResult } from '../schemas/audit.js';
import { markReadInput, notificationPage, notificationQuery } from '../schemas/notifications.js';

export const SHELL_API = {
  notifications: def('notifications', {
    summary: "The caller's notifications, newest first (pageSize 3 by default)",
    query: notificationQuery,
    response: notificationPage,
  }),
  unreadCount: def('unreadCount', {
    summary: "How many of the caller's notifications are unread",
    response: z.object({ unread: z.number().int() }),
  }),
  markRead: def('markRead', {
    summary: "Mark the caller's notifications read: { ids } or { all: true }",
    body: markReadInput,
    response: z.object({ updated: z.number().int() }),
  }),
  countUnseenDisclaimers: def('countUnseenDisclaimers', {
    summary: 'How many disclaimers the caller has not agreed to yet (in data)',
    response: z.number().int(),
  }),
  disclaimers: def('disclaimers', {
    summary: 'The disclaimers that apply to the caller, with when they agreed',
    response: z.array(disclaimerRecord),
  }),
  agreeDisclaimer: def('agreeDisclaimer', {
    summary: 'Agree to one disclaimer (once; agreeing again keeps the first time)',
    params: idParam,
    response: z.object({ agreedAt: z.string() }),
  }),
  settings: def('settings', { summary: 'Terminal settings (defaults where unset)', response: settingsShape }),
  updateSettings: def('updateSettings', {
    summary: 'Change any of the settings',
    body: settingsUpdate,
    response: settingsShape,
  }),
  issuePartnerKey: def('issuePartnerKey', {
    summary: 'Issue or rotate the key; the answer is the only time it is shown',
    params: idParam,
    response: partnerAppKey,
  }),
  verifyAudit: def('verifyAudit', {
    summary: 'Check the hash chain: an edited or removed row shows',
    response: auditVerifyResult,
  }),
} as const satisfies Record<string, ApiDef>;
