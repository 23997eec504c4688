import type { PersonalDetails, SpecialFeature } from '../../database/databaseTables';
import type { RequestProblem } from '../../http/requestValidation';
import { hasSpecialFeature } from '../access/accessChecks';
import type { TenantContext } from '../access/requestContext';
import { checkNewPassword } from '../auth/passwordPolicy';
import { personalDetailsFields } from '../auth/personalDetailsInputSchema';
import type { AccountMatch, MemberState } from './memberRepository';
import type { UserInput } from './userRecord.types';

/**
 * One user write of a request: `id` to update a member, none to create; `path` is the JSON
 * pointer of the item in the body ('' for a single PUT, `/items/3` in a batch).
 * @internal
 */
export interface UserWrite {
  readonly id?: string;
  readonly input: UserInput;
  readonly path: string;
}

/**
 * A problem with a write. `forbidden` ones are about who asks, not what they sent: the request
 * answers 403 when any is present, 422 otherwise.
 * @internal
 */
export interface UserWriteProblem extends RequestProblem {
  readonly forbidden?: boolean;
}

/** What the writes are checked against, read in the transaction that applies them. @internal */
export interface UserWriteContext {
  readonly actor: Pick<
    TenantContext,
    'isAdmin' | 'isSuperAdmin' | 'roleIds' | 'specialPermissions' | 'specialFeatures'
  >;
  /** The members being updated, by id. */
  readonly members: ReadonlyMap<string, MemberState>;
  /** Accounts with the e-mails the writes name, by lower-case e-mail. */
  readonly accounts: ReadonlyMap<string, AccountMatch>;
  /** Active roles of the client among those the writes name. */
  readonly activeRoleIds: ReadonlySet<string>;
  /** Members of the client among the supervisors the writes name. */
  readonly memberIds: ReadonlySet<string>;
  readonly minPasswordLength: number;
  /** The caller's user id: nobody but an admin changes their own roles. */
  readonly actorUserId: string;
}

/** Spec 000 §6: updating administrators needs this special feature. */
export const adminsManagingFeature = 'adminsManaging';

function samePersonalDetails(a: PersonalDetails, b: PersonalDetails): boolean {
  return personalDetailsFields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

function sameFeatures(a: readonly SpecialFeature[], b: readonly SpecialFeature[]): boolean {
  const types = (list: readonly SpecialFeature[]) => [...new Set(list.map((f) => f.type))].sort();
  return JSON.stringify(types(a)) === JSON.stringify(types(b));
}

/**
 * The rules of user writes (create, update, batch), all checked before anything is written:
 * - the e-mail is required on create, unique platform-wide, and an existing account is added
 *   to this client only by a super admin (a client's admin would otherwise read another
 *   client's user's personal details just by knowing the e-mail);
 * - e-mail, password and personal details belong to the account: a client's usersManagement
 *   holder may change them only while this client is the account's only one;
 * - super_admin is never granted here; a super admin's record is changed only by a super admin;
 * - granting client_admin, and changing an administrator, needs an admin with the
 *   adminsManaging special feature (spec 000 §6; super admins pass);
 * - special features are granted only by super admins;
 * - roles must be active roles of this client (roles already held may stay), the supervisor a
 *   member of this client other than the user; a usersManagement holder who is not an admin
 *   cannot change their own roles (no self-promotion);
 * - a new password obeys the client's password policy.
 * @returns every problem found, empty when all writes may go ahead.
 * @internal
 */
export function checkUserWrites(
  writes: readonly UserWrite[],
  context: UserWriteContext,
): UserWriteProblem[] {
  const problems: UserWriteProblem[] = [];
  const { actor } = context;
  const managesAdmins = actor.isAdmin && hasSpecialFeature(actor, adminsManagingFeature);
  const seenEmails = new Set<string>();
  const seenIds = new Set<string>();

  for (const { id, input, path } of writes) {
    const at = (field: string) => `${path}/${field}`;
    const root = path === '' ? '/' : path;
    const invalid = (where: string, message: string) => problems.push({ path: where, message });
    const forbid = (where: string, message: string) =>
      problems.push({ path: where, message, forbidden: true });

    const member = id === undefined ? undefined : context.members.get(id);
    if (id !== undefined && member === undefined) {
      invalid(at('id'), 'is not a user of this client');
      continue;
    }
    if (id !== undefined) {
      if (seenIds.has(id)) invalid(at('id'), 'appears more than once');
      seenIds.add(id);
    }

    const email = input.email ?? member?.email;
    if (email === undefined) {
      invalid(at('email'), 'is required');
      continue;
    }
    const lowerEmail = email.toLowerCase();
    if (seenEmails.has(lowerEmail)) invalid(at('email'), 'appears more than once');
    seenEmails.add(lowerEmail);
    const account = context.accounts.get(lowerEmail);

    // Who the write is about, and whether this client may touch the account itself.
    let isSuperAdmin: boolean;
    let mayChangeAccount: boolean;
    if (member !== undefined) {
      isSuperAdmin = member.isSuperAdmin;
      mayChangeAccount = actor.isSuperAdmin || member.ownedHere;
      if (isSuperAdmin && !actor.isSuperAdmin) {
        forbid(root, 'only a super admin may change a super admin');
        continue;
      }
      if (member.type === 'client_admin' && !managesAdmins && !actor.isSuperAdmin) {
        forbid(root, 'changing an administrator needs the adminsManaging special feature');
        continue;
      }
      if (account !== undefined && account.id !== member.id) invalid(at('email'), 'is taken');
    } else if (account?.memberHere) {
      invalid(at('email'), 'is already a user of this client');
      continue;
    } else if (account !== undefined && !actor.isSuperAdmin) {
      invalid(
        at('email'),
        'belongs to an existing account; a super admin can add it to this client',
      );
      continue;
    } else {
      isSuperAdmin = account?.isSuperAdmin ?? false;
      mayChangeAccount = true;
    }

    const accountOnly = (field: string) =>
      forbid(
        at(field),
        'belongs to an account shared with another client; only its owner or a super admin may change it',
      );
    if (member !== undefined && !mayChangeAccount) {
      if (input.email !== undefined && input.email.toLowerCase() !== member.email.toLowerCase()) {
        accountOnly('email');
      }
      if (input.password !== undefined) accountOnly('password');
      if (
        input.personalDetails !== undefined &&
        !samePersonalDetails(input.personalDetails, member.personalDetails)
      ) {
        accountOnly('personalDetails');
      }
    }
    if (input.password !== undefined) {
      const passwordProblems = checkNewPassword({
        password: input.password,
        repeat: input.password,
        path: at('password'),
        repeatPath: at('password'),
        email,
        minLength: context.minPasswordLength,
      });
      for (const problem of passwordProblems) invalid(problem.path, problem.message);
    }

    const type = input.type;
    if (type === 'super_admin' && !isSuperAdmin) {
      invalid(at('type'), 'super_admin cannot be granted here');
    } else if (type !== undefined && type !== 'super_admin' && isSuperAdmin) {
      invalid(at('type'), "a super admin's type is not changed here");
    } else if (
      type === 'client_admin' &&
      member?.type !== 'client_admin' &&
      !managesAdmins &&
      !actor.isSuperAdmin
    ) {
      forbid(at('type'), 'granting client_admin needs an admin with the adminsManaging feature');
    }

    if (
      input.specialFeatures !== undefined &&
      !sameFeatures(input.specialFeatures, member?.specialFeatures ?? []) &&
      !actor.isSuperAdmin
    ) {
      forbid(at('specialFeatures'), 'special features are granted only by super admins');
    }

    const sameRoles = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((roleId) => b.includes(roleId));
    if (
      id === context.actorUserId &&
      !actor.isAdmin &&
      input.roleIds !== undefined &&
      !sameRoles(input.roleIds, member?.roleIds ?? [])
    ) {
      forbid(at('roleIds'), 'only an admin changes their own roles');
    }
    input.roleIds?.forEach((roleId, index) => {
      if (!context.activeRoleIds.has(roleId) && !member?.roleIds.includes(roleId)) {
        invalid(at(`roleIds/${index}`), 'is not an active role of this client');
      }
    });

    const supervisor = input.supervisorUserId;
    if (supervisor != null && (supervisor === id || !context.memberIds.has(supervisor))) {
      invalid(at('supervisorUserId'), 'is not another user of this client');
    }
  }
  return problems;
}
