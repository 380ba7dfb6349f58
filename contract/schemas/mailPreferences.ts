import { z } from 'zod';
import { MAIL_EVENTS, MAIL_MODES } from '../mailPreferences.js';
import { messageKey } from '../messages/index.js';

const mode = z.enum(MAIL_MODES);
const badHour = { error: messageKey('mailPreferences.badHour') };
const hour = z.number(badHour).int(badHour).min(0, badHour).max(23, badHour);

/** The caller's e-mail choices: the events of their role, each event's mode, the digest's hour. */
export const mailPreferencesRecord = z.object({
  events: z.array(z.enum(MAIL_EVENTS)),
  choices: z.partialRecord(z.enum(MAIL_EVENTS), mode),
  digestHour: hour,
  /** The terminal's zone, in which the digest hour is read. */
  timeZone: z.string(),
});
export type MailPreferencesRecord = z.infer<typeof mailPreferencesRecord>;

/** Any event name is taken here: one the role does not receive is refused by the service, naming it. */
export const mailPreferencesInput = z.object({
  choices: z.record(z.string().max(40), mode),
  digestHour: hour,
});
export type MailPreferencesInput = z.infer<typeof mailPreferencesInput>;

export const unsubscribeInput = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResult = z.object({ event: z.enum(MAIL_EVENTS) });
