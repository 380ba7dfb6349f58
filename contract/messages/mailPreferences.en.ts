/**
 * E-mail preferences (DECISIONS.md §11): the events' names, the refusals, the pilot's notice, and
 * the notice and digest e-mails. Mail bodies are plain text; a notice's <b> marks are taken out
 * when it is written into a mail (server/modules/mailPreferences/mailPreferences.mails.ts).
 */
export const mailPreferencesEn = {
  mailPreferences: {
    events: {
      stateChanges: 'State changes of your nominations',
      awaitingSignature: 'Documents awaiting your signature',
      vettingDecisions: 'Ship vetting decisions',
      pilotJobs: 'Pilot jobs assigned to you',
      offSpec: 'Off-spec alerts',
      invoices: 'Invoices',
    },
    notApplicable: '%{event}: your role does not receive these notices, so there is no e-mail to choose',
    badToken: 'This unsubscribe link is not valid. Sign in and choose your e-mails under Settings, E-mail.',
    badHour: 'The digest hour is a whole hour from 0 to 23',
  },
  pilotNotices: {
    assigned:
      'Pilot job <b>#%{job}</b> (%{movement}, %{barge}) for Barging Nomination <b>#%{id}</b> at %{at} is assigned to you',
  },
  mailNotice: {
    subject: 'Berth: %{what}',
    body: 'Hello %{userName},\n\n%{what}.\n\nOpen it on the portal: %{link}\n\n--\nThis e-mail is one of your "%{event}" e-mails; choose which e-mails you get under Settings, E-mail. Stop these e-mails: %{unsubscribe}\n',
  },
  mailDigest: {
    subject: 'Berth: your daily summary (%{count})',
    intro: 'Hello %{userName},\n\nWhat happened on the Berth portal since your last summary, oldest first:',
    group: '%{event} (%{count})',
    more: '... and %{count} more',
    stop: 'Stop "%{event}" e-mails: %{unsubscribe}',
    outro: 'Choose which e-mails you get, and the hour of this summary, under Settings, E-mail.',
  },
} as const;
