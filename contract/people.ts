import { fillText, type Lookup } from './messages/render.js';

/** Whom a record names: the person's display name (their nick name) and role, as the API sends them. */
export interface Person {
  name: string | null | undefined;
  role: number | null | undefined;
}

/**
 * A person as shown to another person (DECISIONS.md §12): "Li Wei (Surveyor)", the role in the
 * reader's language. Never the sign-in name: shown to a customer or a barge, it would let anyone
 * holding a document lock that account with ten wrong passwords. Someone without a display name is
 * shown by role alone; with neither, nothing.
 */
export function personText(person: Person, lookup: Lookup): string {
  const name = person.name?.trim() ?? '';
  const role = person.role === null || person.role === undefined ? undefined : lookup(`roles.${person.role}`);
  if (name && role) return fillText(lookup('people.withRole') ?? '%{name} (%{role})', { name, role });
  return name || role || '';
}
