import { lazyScreen } from '../resources/shared/lazyScreen';

// Opened from the user menu or a notice, rarely: their code (with the authenticator's set-up) loads on
// the first opening, not with every screen. Render them once opened, inside a Suspense.
// Mounted beside the bar or a notice: one that failed to load is a small retry button there.
export const ChangePasswordDialog = lazyScreen(
  () => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog),
  { compact: true },
);
export const ProfileDialog = lazyScreen(() => import('./ProfileDialog').then((m) => m.ProfileDialog), {
  compact: true,
});
