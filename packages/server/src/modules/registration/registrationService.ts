import type { Kysely } from 'kysely';
import type { DatabaseTables, PersonalDetails } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { hashPassword } from '../auth/passwordHash';
import { checkNewPassword, minPasswordLengthOf } from '../auth/passwordPolicy';
import {
  findRegistrationClient,
  insertAccount,
  insertMembership,
  insertRegistrationNotification,
} from './registrationRepository';

/**
 * A registration request (spec 000 §3: account identity and client).
 * @public
 */
export interface RegistrationRequest {
  readonly email: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly personalDetails: PersonalDetails;
  /** The client to join; without it, the client whose domain the request was sent to. */
  readonly clientKey?: string;
}

/**
 * What became of a registration (spec 000 §4: the account may wait for an admin's approval).
 * @public
 */
export type RegistrationStatus = 'waitingForAdminApproval' | 'active';

/**
 * A client's registration settings, with their defaults: approval is required unless the client
 * says `registrationRequiresApproval: false`; admins are notified only when
 * `notifyAboutNewRegistrations` is true.
 */
function registrationSettings(settings: Readonly<Record<string, unknown>>) {
  return {
    requiresApproval: settings.registrationRequiresApproval !== false,
    notifyAdmins: settings.notifyAboutNewRegistrations === true,
  };
}

/**
 * Self-registration into a client.
 * @internal
 */
export function createRegistrationService(kysely: Kysely<DatabaseTables>) {
  return {
    /**
     * Creates the account and its membership (and, when the client asks, the admins'
     * notification) in one transaction. The password is hashed before the e-mail is looked at,
     * so a taken e-mail costs the same time as a free one.
     * @param host the request's host, used when no `clientKey` is given.
     * @throws {HttpError} 400 clientNotExists, 400 accountExists, 422 password problems.
     */
    async register(request: RegistrationRequest, host: string): Promise<RegistrationStatus> {
      const client = await runScoped(kysely, {}, (trx) =>
        findRegistrationClient(trx, {
          key: request.clientKey,
          domain: host.replace(/:\d+$/, ''),
        }),
      );
      if (client === undefined) {
        throw new HttpError(400, 'The organisation does not exist', 'clientNotExists');
      }
      const email = request.email.toLowerCase();
      const problems = checkNewPassword({
        password: request.password,
        repeat: request.repeatPassword,
        path: '/password',
        repeatPath: '/repeatPassword',
        email,
        minLength: minPasswordLengthOf(client.settings),
      });
      if (problems.length > 0) throw invalidRequest(problems);
      const passwordHash = await hashPassword(request.password);
      const { requiresApproval, notifyAdmins } = registrationSettings(client.settings);
      return runScoped(kysely, { clientId: client.id }, async (trx) => {
        const userId = await insertAccount(trx, client.id, {
          email,
          passwordHash,
          personalDetails: request.personalDetails,
        });
        if (userId === undefined) {
          throw new HttpError(400, 'An account with this e-mail exists', 'accountExists');
        }
        await insertMembership(trx, client.id, userId, requiresApproval);
        if (notifyAdmins)
          await insertRegistrationNotification(trx, client.id, { id: userId, email });
        return requiresApproval ? 'waitingForAdminApproval' : 'active';
      });
    },
  };
}

/** @internal */
export type RegistrationService = ReturnType<typeof createRegistrationService>;
