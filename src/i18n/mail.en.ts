/** The e-mail choices card (Settings, E-mail) and the public unsubscribe page (issue 34 §6). */
export const mailScreenEn = {
  tab: 'E-mail',
  title: 'E-mail',
  intro:
    'Everything below also reaches you in the portal. Choose which of it comes by e-mail too: at once, or gathered into one summary a day.',
  modes: { off: 'Off', immediate: 'At once', digest: 'Daily summary' },
  digestHour: 'Daily summary at',
  digestHourHelp: "Terminal time (%{zone}), for every event set to 'Daily summary'",
  save: 'Save e-mail choices',
  saved: 'E-mail choices saved: %{count} by e-mail, the summary at %{hour}',
  none: 'Your role receives no notices that could come by e-mail.',
  unsubscribe: {
    title: 'E-mail unsubscribe',
    ask: 'Stop e-mails about "%{event}"?',
    askHint: 'The notices still appear in the portal. Nothing changes until you press Turn off.',
    turnOff: 'Turn off',
    working: 'Turning these e-mails off…',
    done: 'Done: you will no longer get e-mails for "%{event}".',
    doneHint:
      'The notices still appear in the portal. To have them by e-mail again, sign in and open your profile (your name at the top right), E-mail.',
    missing: 'This link has no token. Open the link from the e-mail as it is.',
    invalid: 'This unsubscribe link is not valid. Open the link from the e-mail as it is.',
    failed: 'This link could not be used',
    turnBackOn: 'Sign in to turn it back on',
  },
};
