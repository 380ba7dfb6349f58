import { FunctionField, type RaRecord } from 'react-admin';
import { usePersonLabel } from '../../i18n/people';

/**
 * A person named by a record, as "name (role)": `source` holds the display name the API sends and
 * `roleSource` the role beside it. Sign-in names never reach these fields.
 */
export function PersonField<R extends RaRecord>({
  source,
  roleSource,
  label,
}: {
  source: keyof R & string;
  roleSource: keyof R & string;
  label?: string;
}) {
  const person = usePersonLabel();
  return (
    <FunctionField<R>
      source={source}
      label={label}
      sortable={false}
      render={(r) => person(r[source] as string | null, r[roleSource] as number | null)}
    />
  );
}
