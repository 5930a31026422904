/** Campus alerts (see docs/spaces-and-campuses.md#campuses). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const CampusMessages = {
  noSelected: 'No selected campus found.',
  noBuildings: 'No buildings selected.',
  updated: 'Successfully updated campus.',
  deleted: 'Successfully deleted campus.',
  added: 'Successfully added campus.',
  /** The IMDF export of a campus none of whose spaces the caller can see (its manager). */
  nothingToExport: 'You can see none of the spaces of this campus, so there is nothing to export.',
} as const;

/** The campus panel's own texts (see docs/spaces-and-campuses.md#campuses). */
export const CampusUiMessages = {
  signInToManage: 'Sign in to create and manage campuses.',
  loadFailed: 'The list of campuses could not be loaded.',
  noneYet: 'You have no campuses yet.',
  noSpacesToChoose: 'There are no spaces to group yet. Add a space in tab 1 first.',
  nameRequired: 'A campus needs a name.',
  invalidId: 'A campus id may contain only letters, digits and _ . : - (at most 128 characters).',
  confirmDelete: (name: string) => `Delete the campus "${name}"? Its buildings are kept.`,
  yourCampuses: 'Your campuses',
  loadingCampuses: 'Loading campuses…',
  newCampus: 'New campus',
  addCampus: 'Add campus',
  saveCampus: 'Save campus',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  campusIdLabel: 'Campus id',
  campusIdHint: 'Changing the id renames the campus; old viewer links stop working.',
  buildingsLegend: 'Buildings',
  buildingCount: (count: number) => `${count} ${count === 1 ? 'building' : 'buildings'}`,
  deleteTitle: 'Delete campus',
} as const;
