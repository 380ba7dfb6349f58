import { useTranslate } from 'react-admin';
import { personText, type Person } from '../../contract/people';

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** "Li Wei (Surveyor)" in the user's language: how a record names a person (DECISIONS.md §12). */
export function personLabel(translate: Translate, person: Person): string {
  return personText(person, (key) => {
    const text = translate(key);
    return text === key ? undefined : text;
  });
}

/** `personLabel` with react-admin's translator, for screens. */
export function usePersonLabel(): (name: string | null | undefined, role: number | null | undefined) => string {
  const translate = useTranslate();
  return (name, role) => personLabel(translate, { name, role });
}
