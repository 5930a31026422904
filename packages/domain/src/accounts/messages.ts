/** "1 space", "3 spaces": a count with its noun. */
const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Signing in, registering and the server's account answers (see docs/accounts.md#signing-in).
 * Entries marked `// verbatim` are kept word for word
 * (see docs/README.md#texts-kept-for-anyplace-users).
 */
export const SessionMessages = {
  loginFailed: 'Login failed', // verbatim
  refreshFailed: 'Login refresh failed.', // verbatim
  registrationFailed: 'Something went wrong at registration.', // verbatim
  registered: 'Successfully registered!', // verbatim
  apiKeyCopied: 'API key copied!', // verbatim
  accessDenied: 'Access denied. You do not have permission to manage users.', // verbatim
  notAuthenticated: 'User not authenticated. Please log in again.', // verbatim
  authenticationRequired: 'Authentication required. Please log in again.', // verbatim
  /** The server's own answers, worded as a user expects. */
  reservedUsername: 'This username is reserved. Please choose another one.',
  usernameTaken: 'This username is already taken.',
  federatedDisabled: 'Federated sign-in is not configured on this server.',
  registrationClosed:
    'This server does not take registrations. Ask an administrator to create an account for you.',
  userNotFound: 'User not found.',
  roleUpdated: 'Role updated.',
  plannerMustBePlanner: 'The assigned planner must be a user with the planner role.',
  lastAdmin: 'The last admin cannot lose the admin role.',
  /** Account administration: the server's answers. */
  accountDisabled: 'This account is disabled. Ask an administrator to enable it again.',
  passwordChangeRequired:
    'You signed in with a one-time password: choose a new password before you continue.',
  currentPasswordWrong: 'The current password is not correct.',
  noPasswordToChange:
    'This account signs in with its sign-in provider and has no password here to change.',
  noPasswordToReset:
    'This account signs in with its sign-in provider and has no password here to reset.',
  newPasswordSameAsCurrent: 'The new password must differ from the current one.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  profileUpdated: 'Your details are saved.',
  userCreated: (username: string) =>
    `Created ${username}. Give them the one-time password: they choose their own at their first sign-in.`,
  passwordReset: (username: string) =>
    `New one-time password for ${username}. Their sessions have ended; they choose a new password at their next sign-in.`,
  userDisabled: (username: string) => `${username} is disabled. Their sessions have ended.`,
  userEnabled: (username: string) => `${username} can sign in again.`,
  userDeleted: (username: string, spaces: number, campuses: number) =>
    spaces + campuses === 0
      ? `Deleted ${username}.`
      : `Deleted ${username}. ${countOf(spaces, 'space', 'spaces')} and ${countOf(campuses, 'campus', 'campuses')} now belong to you.`,
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotResetOwnPassword: 'Change your own password in the account tab.',
  lastAdminDisabled: 'The last admin cannot be disabled.',
  lastAdminDeleted: 'The last admin cannot be deleted.',
  plannerOwnAuditorsOnly: 'Planners manage only the auditors who work for them.',
  plannerCreatesAuditorsOnly: 'Planners create only auditors who work for them.',
  onlyAdminsDelete: 'Only admins delete accounts.',
} as const;

/** The user-management page (/users): headings, table texts and loading notes. */
export const UserManagementMessages = {
  title: 'User management',
  loadingUsers: 'Loading users…',
  allUsersCaption: 'All users, their roles and assigned planners',
  assignedAuditorsCaption: 'The auditors assigned to you',
  roleColumn: 'Role',
  assignedPlannerColumn: 'Assigned planner',
  noPlanner: 'No planner',
  notAPlanner: (id: string) => `${id} (not a planner)`,
  roleOf: (username: string) => `Role of ${username}`,
  assignedPlannerOf: (username: string) => `Assigned planner of ${username}`,
  /** Account administration on /users. */
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, username or e-mail',
  sortLabel: 'Sort by',
  sortByName: 'Name',
  sortByUsername: 'Username',
  sortByRole: 'Role',
  sortByLastSignIn: 'Last sign-in',
  userCount: (shown: number, total: number) =>
    shown === total
      ? countOf(total, 'user', 'users')
      : `${shown} of ${countOf(total, 'user', 'users')}`,
  noMatches: 'No user matches the search.',
  statusColumn: 'Status',
  lastSignInColumn: 'Last sign-in',
  actionsColumn: 'Actions',
  statusActive: 'Active',
  statusDisabled: 'Disabled',
  statusMustChangePassword: 'Must choose a new password',
  neverSignedIn: 'Never',
  you: 'you',
  createUser: 'Create user',
  createAuditor: 'Create auditor',
  creating: 'Creating…',
  createUserTitle: 'Create a user',
  createAuditorTitle: 'Create an auditor who works for you',
  createExplain:
    'The server makes a one-time password for the new account; they choose their own at their first sign-in.',
  createFailed: 'The user could not be created.',
  emailOptionalLabel: 'E-mail (optional)',
  resetPassword: 'Reset password',
  resetPasswordOf: (username: string) => `Reset the password of ${username}`,
  resetting: 'Resetting…',
  resetTitle: (username: string) => `Reset the password of ${username}?`,
  resetExplain:
    'The server makes a one-time password. Their sessions end at once, and at their next sign-in they must choose a new password.',
  resetFailed: 'The password could not be reset.',
  oneTimePasswordTitle: (username: string) => `One-time password for ${username}`,
  oneTimePasswordExplain:
    'Shown only this once: copy it now and give it to them in person or over a channel you trust. They must choose a new password when they sign in with it.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The password could not be copied: select it and copy it by hand.',
  done: 'Done',
  disable: 'Disable',
  disableUser: (username: string) => `Disable ${username}`,
  disabling: 'Disabling…',
  disableTitle: (username: string) => `Disable ${username}?`,
  disableExplain:
    'They cannot sign in, and their sessions end at their next request. Their spaces, routes and results stay; you can enable the account again at any time.',
  enable: 'Enable',
  enableUser: (username: string) => `Enable ${username}`,
  statusChangeFailed: 'The account could not be changed.',
  deleteUser: (username: string) => `Delete ${username}`,
  deleteTitle: (username: string) => `Delete ${username}?`,
  deleteHoldings: (spaces: number, campuses: number) =>
    spaces + campuses === 0
      ? 'They own no spaces or campuses.'
      : `Their ${countOf(spaces, 'space', 'spaces')} and ${countOf(campuses, 'campus', 'campuses')} pass to you, with everything in them; co-owners keep their access.`,
  deleteAuditors: (auditors: number) =>
    `${countOf(auditors, 'auditor', 'auditors')} working for them will have no planner until an admin assigns one.`,
  deleteRecords:
    'Audit routes they planned pass to you; audit results they recorded stay in the asset register under their username. A deleted account cannot be restored: to keep everything as it is, disable it instead.',
  deleteFailed: 'The user could not be deleted.',
  roleChangeTitle: (username: string) => `Change the role of ${username}?`,
  roleChangeExplain: (username: string, from: string, to: string) =>
    `${username} becomes ${to} (now ${from}). It takes effect at their next request.`,
  ownRoleChangeTitle: 'Give up your own admin role?',
  ownRoleChangeExplain: (to: string) =>
    `You become ${to} at once and lose user management and everything else only admins may do. Only another admin can give the role back.`,
  changeRole: 'Change role',
  giveUpAdmin: 'Give up my admin role',
  selfActionsNote: 'Change your own password and details in the account tab of the map.',
  accountColumn: 'Account',
  deleteUserShort: 'Delete',
} as const;

/** The page the federated sign-in provider sends the browser back to. */
export const AuthCallbackMessages = {
  signingIn: 'Signing you in…',
  failedHeading: 'Sign-in failed',
} as const;

/** The account tab's own texts: federated sign-in, API key, user management. */
export const AccountMessages = {
  federatedStateMismatch:
    'The sign-in answer does not belong to this browser session. Please sign in again.',
  federatedNonceMismatch: 'The sign-in answer could not be verified. Please sign in again.',
  federatedNoIdToken: 'The sign-in provider sent no id token. Please sign in again.',
  federatedRefused: (detail: string) => `The sign-in provider refused the sign-in: ${detail}`,
  apiKeyCopyFailed: 'The API key could not be copied. Show the access token and copy it by hand.',
  signInToManageUsers: 'Sign in to manage users.',
  usersLoadFailed: 'The list of users could not be loaded.',
  noAuditorsAssigned: 'No auditors are assigned to you yet.',
  roleUpdateFailed: 'The role could not be changed.',
  register: 'Register',
  registering: 'Registering…',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  createAccountTitle: 'Create an account',
  noAccountYet: 'No account yet?',
  alreadyRegistered: 'Already registered?',
  or: 'or',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  passwordHint: (minLength: number) => `At least ${minLength} characters.`,
  roleLabel: 'Role',
  accountLabel: 'Account',
  localAccount: 'Local',
  apiAccessHeading: 'API access',
  copyApiKey: 'Copy API key',
  showAccessToken: 'Show access token',
  hideAccessToken: 'Hide access token',
  showIdToken: 'Show id token',
  hideIdToken: 'Hide id token',
  accessTokenLabel: 'Access token',
  idTokenLabel: 'Id token',
  otherApplicationsHeading: 'Other applications',
  userManagement: 'User management',
  assetManagement: 'Asset management',
  /** The own-account forms of the account tab and the required password change. */
  detailsHeading: 'Your details',
  saveDetails: 'Save details',
  detailsSaveFailed: 'Your details could not be saved.',
  passwordHeading: 'Password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  repeatPasswordLabel: 'New password again',
  passwordsDiffer: 'The two new passwords differ.',
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChangeFailed: 'The password could not be changed.',
  passwordChangeEndsOthers: 'Changing it signs you out everywhere else; this session continues.',
  federatedNoPassword: (provider: string) =>
    `You sign in with ${provider}: there is no password here to change. Change it at ${provider}.`,
  mustChangeTitle: 'Choose a new password',
  mustChangeExplain:
    'You signed in with a one-time password. Choose your own password to continue.',
  oneTimePasswordLabel: 'One-time password',
} as const;
