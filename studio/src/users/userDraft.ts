import type {
  RecordStatus,
  UserPersonalDetails,
  UserRecord,
  UserSave,
  UserType,
} from '@tessera/client';

/** The personal details the user form edits, in the spec's order (spec 000 §3). */
export const personalDetailFields = [
  'name',
  'surname',
  'street',
  'city',
  'postalCode',
  'cellphone',
  'landline',
  'phone',
  'department',
  'jobPosition',
  'tag1',
  'tag2',
  'tag3',
] as const satisfies readonly (keyof UserPersonalDetails)[];

/** One personal detail's name. */
export type PersonalDetailField = (typeof personalDetailFields)[number];

/** The user being edited: every detail as text ('' when unset), and a password to set. */
export interface UserDraft {
  readonly email: string;
  readonly type: UserType;
  /** Active or inactive; a deleted user is edited as inactive. */
  readonly status: Exclude<RecordStatus, 'deleted'>;
  readonly supervisorUserId: string | null;
  readonly roleIds: readonly string[];
  readonly personalDetails: Readonly<Record<PersonalDetailField, string>>;
  /** A new user's password, or an existing user's new one; '' keeps the current one. */
  readonly password: string;
}

function detailsOf(details: UserPersonalDetails): Record<PersonalDetailField, string> {
  return Object.fromEntries(
    personalDetailFields.map((field) => [field, details[field] ?? '']),
  ) as Record<PersonalDetailField, string>;
}

/** A new user: an active regular user without roles or supervisor. */
export function emptyUserDraft(): UserDraft {
  return {
    email: '',
    type: 'user',
    status: 'active',
    supervisorUserId: null,
    roleIds: [],
    personalDetails: detailsOf({}),
    password: '',
  };
}

/** The draft of a stored user. */
export function userDraftOf(user: UserRecord): UserDraft {
  return {
    email: user.email,
    type: user.type,
    status: user.status === 'active' ? 'active' : 'inactive',
    supervisorUserId: user.supervisorUserId,
    roleIds: user.roleIds,
    personalDetails: detailsOf(user.personalDetails),
    password: '',
  };
}

/** Whether two drafts would save the same user (role order does not matter). */
export function sameUserDraft(a: UserDraft, b: UserDraft): boolean {
  const roles = (draft: UserDraft) => [...draft.roleIds].sort().join(',');
  return (
    a.email.trim() === b.email.trim() &&
    a.type === b.type &&
    a.status === b.status &&
    a.supervisorUserId === b.supervisorUserId &&
    a.password === b.password &&
    roles(a) === roles(b) &&
    personalDetailFields.every(
      (field) => a.personalDetails[field].trim() === b.personalDetails[field].trim(),
    )
  );
}

/**
 * The write a save sends (`PUT users[/{id}]`): the whole user, details trimmed, the password
 * only when one was typed. A super admin's type goes back unchanged (the server refuses any other).
 */
export function userSaveOf(draft: UserDraft, id: string | null): UserSave {
  const personalDetails = Object.fromEntries(
    personalDetailFields.map((field) => [field, draft.personalDetails[field].trim()]),
  );
  return {
    ...(id === null ? {} : { id }),
    email: draft.email.trim(),
    type: draft.type,
    status: draft.status,
    supervisorUserId: draft.supervisorUserId,
    roleIds: [...draft.roleIds],
    personalDetails,
    ...(draft.password === '' ? {} : { password: draft.password }),
  };
}

/** The draft with one personal detail changed. */
export function withPersonalDetail(
  draft: UserDraft,
  field: PersonalDetailField,
  value: string,
): UserDraft {
  return { ...draft, personalDetails: { ...draft.personalDetails, [field]: value } };
}
