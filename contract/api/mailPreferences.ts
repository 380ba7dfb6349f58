/** E-mail preferences (DECISIONS.md §11): the caller's own choices, and the signed-out unsubscribe. */
import { def, type ApiDef } from './def.js';
import {
  mailPreferencesInput,
  mailPreferencesRecord,
  unsubscribeInput,
  unsubscribeResult,
} from '../schemas/mailPreferences.js';

export const MAIL_PREFERENCES_API = {
  mailPreferences: def('mailPreferences', {
    summary: "The caller's e-mail choices: which of their role's events come by e-mail, now or in the daily digest",
    response: mailPreferencesRecord,
  }),
  updateMailPreferences: def('updateMailPreferences', {
    summary: "Change the caller's e-mail choices and digest hour (only the events of their role)",
    body: mailPreferencesInput,
    response: mailPreferencesRecord,
  }),
  unsubscribeMail: def('unsubscribeMail', {
    summary: "Signed out: turn off one event's e-mails with the signed token of a mail's unsubscribe link",
    body: unsubscribeInput,
    response: unsubscribeResult,
  }),
} as const satisfies Record<string, ApiDef>;
