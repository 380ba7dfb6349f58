import { SERVER_MESSAGES, SPEC_MESSAGES } from '../../contract/messages';

/** Berth's own English texts; the source of truth that zh must match key for key. */
export const berthEn = {
  app: {
    title: 'Berth',
    subtitle: 'Terminal barge and vessel logistics',
    version: 'Version %{version}',
    userGuide: 'User guide',
    notifications: 'Notifications',
    noNotifications: 'No notifications yet',
    language: 'Language',
    changePassword: 'Change Password',
    viewProfile: 'View Profile',
    logout: 'Log out',
    toggleMenu: 'Toggle menu',
    backToTop: 'Back to top',
    loading: 'Loading…',
  },
  oldHost: {
    title: 'Berth has moved',
    text: 'The portal now lives at %{url}. You will be taken there in %{seconds} seconds.',
    goNow: 'Go now',
  },
  login: {
    title: 'Sign in to Berth',
    subtitle: 'Barge and vessel logistics for the terminal',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signingIn: 'Signing in…',
    trial: 'Trial',
    sendCode: 'Send code',
    emailCode: 'Code from the e-mail',
    authenticatorCode: 'Authenticator code',
    recoveryHint: 'The 6-digit code from your authenticator app, or a recovery code',
    bargeMode: 'Barge? Sign in with a code sent to your e-mail',
    passwordMode: 'Sign in with a password',
    noAccount: 'No account yet? Register your company',
  },
  spec: SPEC_MESSAGES,
  server: SERVER_MESSAGES,
  errors: {
    statusError: 'interface%{status}error',
  },
} as const;
