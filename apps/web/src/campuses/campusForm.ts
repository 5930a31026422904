import {
  type BodyOf,
  type Campus,
  CampusMessages,
  CampusUiMessages,
  type campusAdd,
  type campusUpdate,
  identifier,
  orDash,
  undash,
} from '@indoor/domain';

export interface CampusFormValues {
  name: string;
  description: string;
  /** The campus id; changing it renames the campus (newcuid). Not asked when adding. */
  cuid: string;
  buids: string[];
}

export type CampusAddBody = BodyOf<typeof campusAdd>;
export type CampusUpdateBody = BodyOf<typeof campusUpdate>;
export type CampusVerdict<Body> = { ok: true; body: Body } | { ok: false; message: string };

export const emptyCampusForm: CampusFormValues = { name: '', description: '', cuid: '', buids: [] };

export function campusFormValues(campus: Campus): CampusFormValues {
  return {
    name: campus.name,
    description: undash(campus.description),
    cuid: campus.cuid,
    buids: [...campus.buids],
  };
}

/**
 * A campus (docs/spaces-and-campuses.md#campuses) needs a name, at least one building; an empty
 * description becomes '-'.
 */
function checkCommon(values: CampusFormValues): string | null {
  if (values.name.trim() === '') return CampusUiMessages.nameRequired;
  if (new Set(values.buids).size === 0) return CampusMessages.noBuildings;
  return null;
}

export function validateCampusAdd(values: CampusFormValues): CampusVerdict<CampusAddBody> {
  const problem = checkCommon(values);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: orDash(values.description),
      buids: [...new Set(values.buids)],
    },
  };
}

/** An update of the selected campus; a changed id is sent as newcuid (a rename). */
export function validateCampusEdit(
  selectedCuid: string | null,
  values: CampusFormValues,
): CampusVerdict<CampusUpdateBody> {
  if (!selectedCuid) return { ok: false, message: CampusMessages.noSelected };
  const problem = checkCommon(values);
  if (problem) return { ok: false, message: problem };
  const newCuid = values.cuid.trim();
  if (newCuid !== selectedCuid && !identifier.safeParse(newCuid).success) {
    return { ok: false, message: CampusUiMessages.invalidId };
  }
  return {
    ok: true,
    body: {
      cuid: selectedCuid,
      name: values.name.trim(),
      description: orDash(values.description),
      buids: [...new Set(values.buids)],
      ...(newCuid !== selectedCuid ? { newcuid: newCuid } : {}),
    },
  };
}
