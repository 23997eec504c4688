import { isUniqueViolation } from '../../database/isUniqueViolation';
import { HttpError, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import type { SessionPrincipal, TenantContext } from '../access/requestContext';
import { hashPassword } from '../auth/passwordHash';
import { minPasswordLengthOf } from '../auth/passwordPolicy';
import { revokeUserSessions } from '../auth/sessionRepository';
import { checkUserWrites, type UserWrite, type UserWriteProblem } from './checkUserWrites';
import {
  findAccountsByEmail,
  findActiveRoleIds,
  findMemberIds,
  findMemberStates,
  findUserRecords,
  hasActiveStanding,
  insertAccount,
  insertMembership,
  replaceRoles,
  updateAccount,
  updateMembership,
} from './memberRepository';
import type { UserRecord } from './userRecord.types';

function refuse(problems: readonly UserWriteProblem[]): HttpError {
  const list = problems.map(({ path, message }) => ({ path, message }));
  if (problems.some((problem) => problem.forbidden)) {
    return new HttpError(403, 'You do not have permission to do this', 'forbidden', list);
  }
  return invalidRequest(list);
}

/**
 * Creates and updates users of the request's client in one transaction: every write is checked
 * first ({@link checkUserWrites}) and any problem writes nothing (403 when one is about the
 * caller's rights, else 422 listing `{ path, message }`). Session effects happen in the same
 * transaction: a new password ends the user's other sessions; a user left without an active
 * membership anywhere (and not a super admin) loses every session. Narrower roles or type need
 * nothing more, since the access guard reads them on every request.
 * @param single a single `PUT users/{id}`: an unknown id answers 404 rather than 422.
 * @returns the saved users, in the order of `writes`.
 * @internal
 */
export async function saveUsers(
  tenant: TenantContext,
  principal: SessionPrincipal,
  writes: readonly UserWrite[],
  single = false,
): Promise<UserRecord[]> {
  const { scope } = tenant;
  // argon2 is slow on purpose: hash before the transaction rather than hold it open.
  const hashes = new Map<UserWrite, string>(
    await Promise.all(
      writes.flatMap((write) =>
        write.input.password === undefined
          ? []
          : [hashPassword(write.input.password).then((hash) => [write, hash] as const)],
      ),
    ),
  );
  try {
    return await tenant.run(async (trx) => {
      const ids = writes.flatMap((write) => (write.id === undefined ? [] : [write.id]));
      const members = await findMemberStates(trx, scope, ids);
      if (single && ids.length > 0 && members.size === 0) throw notFound('User not found');
      const emails = writes.flatMap((write) => {
        const email =
          write.input.email ?? (write.id === undefined ? undefined : members.get(write.id)?.email);
        return email === undefined ? [] : [email.toLowerCase()];
      });
      const roleIds = writes.flatMap((write) => write.input.roleIds ?? []);
      const supervisors = writes.flatMap((write) =>
        write.input.supervisorUserId == null ? [] : [write.input.supervisorUserId],
      );
      const accounts = await findAccountsByEmail(trx, scope, [...new Set(emails)]);
      const problems = checkUserWrites(writes, {
        actor: tenant,
        members,
        accounts,
        activeRoleIds: await findActiveRoleIds(trx, scope, [...new Set(roleIds)]),
        memberIds: await findMemberIds(trx, scope, [...new Set(supervisors)]),
        minPasswordLength: minPasswordLengthOf(tenant.client.settings),
        actorUserId: principal.userId,
      });
      if (problems.length > 0) throw refuse(problems);

      const savedIds: string[] = [];
      for (const write of writes) {
        const { input } = write;
        const passwordHash = hashes.get(write);
        const member = write.id === undefined ? undefined : members.get(write.id);
        const membership = {
          type: input.type === 'super_admin' ? undefined : input.type,
          // Only a real change of status settles a pending registration (see updateMembership).
          status: input.status === member?.status ? undefined : input.status,
          supervisorUserId: input.supervisorUserId,
          specialFeatures: input.specialFeatures,
        };
        const account = { passwordHash, personalDetails: input.personalDetails };
        let userId: string;
        if (member === undefined) {
          const email = input.email ?? '';
          const existing = accounts.get(email.toLowerCase());
          if (existing === undefined) {
            userId = await insertAccount(trx, scope, email, account);
          } else {
            // Only a super admin gets here (checkUserWrites).
            userId = existing.id;
            await updateAccount(trx, scope, userId, account);
          }
          await insertMembership(trx, scope, userId, membership);
        } else {
          userId = member.id;
          const email = input.email === member.email ? undefined : input.email;
          await updateAccount(trx, scope, userId, { ...account, email });
          await updateMembership(trx, scope, userId, membership);
        }
        if (input.roleIds !== undefined) await replaceRoles(trx, scope, userId, input.roleIds);

        if (passwordHash !== undefined && member !== undefined) {
          // Whoever changes their own password here keeps the session they do it from.
          const keep = userId === principal.userId ? principal.sessionId : undefined;
          await revokeUserSessions(trx, userId, keep);
        }
        if (
          member !== undefined &&
          membership.status !== undefined &&
          membership.status !== 'active' &&
          !(await hasActiveStanding(trx, userId))
        ) {
          await revokeUserSessions(trx, userId);
        }
        savedIds.push(userId);
      }
      return findUserRecords(trx, scope, tenant.client.key, savedIds);
    });
  } catch (error) {
    // Two requests raced for one e-mail; the unique index decided.
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw invalidRequest([{ path: single ? '/email' : '/items', message: 'an e-mail is taken' }]);
    }
    throw error;
  }
}
