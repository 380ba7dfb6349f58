import { lazyScreen } from '../resources/shared/lazyScreen';

// Opened from the user menu or a notice, rarely: their code (with the authenticator's set-up) loads on
// the first opening, not with every screen. Render them once opened, inside a Suspense.
export const ChangePasswordDialog = lazyScreen(() =>
  import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog),
);
export const ProfileDialog = lazyScreen(() => import('./ProfileDialog').then((m) => m.ProfileDialog));
