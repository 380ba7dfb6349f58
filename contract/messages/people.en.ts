import { ROLE_LABELS } from '../enums.js';

/**
 * How one person is named to another (DECISIONS.md §12): by their name and role, never by the
 * name they sign in with. Documents, logs and reports print these in the reader's language.
 */
export const peopleEn = {
  roles: ROLE_LABELS,
  people: {
    withRole: '%{name} (%{role})',
  },
} as const;
