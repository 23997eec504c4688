import type { AppSeed } from '@tessera/demo-app';
import {
  compileRecordComputation,
  createStaticHost,
  type DataProvider,
  validateDefinition,
} from '@tessera/engine';
import type { Transaction } from 'kysely';
import { createValidatorCompiler, describeValidationErrors } from '../http/requestValidation';
import { applicationLayoutBodySchema } from '../modules/layout/applicationLayoutSchema';
import { applicationLayoutKind } from '../modules/layout/layoutRoutes';
import type { DatabaseTables } from './databaseTables';
import { storedOriginalData } from './originalData';

/**
 * Writes a seed's roles, people, definitions (into the client's live version) and records, inside the caller's
 * transaction (scoped to that client). Every definition is validated by the engine first: a seed
 * that does not validate stops the start with the engine's errors instead of serving a broken
 * app. People get `passwordHash` (the administrator's password from the configuration).
 * @internal
 */
export async function seedAppContent(
  trx: Transaction<DatabaseTables>,
  clientId: string,
  app: AppSeed,
  passwordHash: string,
): Promise<void> {
  const providers = new Map<string, DataProvider>();
  for (const definition of app.definitions ?? []) {
    const validation = validateDefinition(definition.kind, {
      ...definition.body,
      id: definition.id,
      name: definition.name,
      status: 'active',
    });
    if (!validation.ok) {
      const errors = validation.errors.map((error) => `${error.path}: ${error.message}`);
      throw new Error(
        `Seed ${definition.kind} "${definition.name}" is invalid:\n${errors.join('\n')}`,
      );
    }
    if (definition.kind === 'dataProvider') {
      providers.set(definition.id, validation.value as DataProvider);
    }
  }
  if (app.applicationLayout !== undefined) checkLayout(app);
  const live = await trx
    .selectFrom('application_versions')
    .select('id')
    .where('client_id', '=', clientId)
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  for (const role of app.roles ?? []) {
    await trx
      .insertInto('roles')
      .values({ client_id: clientId, id: role.id, name: role.name, permissions: '[]' })
      .execute();
  }
  for (const user of app.users ?? []) {
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: passwordHash,
        personal_details: JSON.stringify({ name: user.name, surname: user.surname }),
        default_client_id: clientId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('client_users')
      .values({ client_id: clientId, user_id: userId, type: user.type })
      .execute();
    for (const roleId of user.roleIds) {
      await trx
        .insertInto('user_roles')
        .values({ client_id: clientId, user_id: userId, role_id: roleId })
        .execute();
    }
  }
  for (const definition of app.definitions ?? []) {
    await trx
      .insertInto('definitions')
      .values({
        client_id: clientId,
        version_id: live.id,
        id: definition.id,
        kind: definition.kind,
        name: definition.name,
        status: 'active',
        body: JSON.stringify(definition.body),
      })
      .execute();
  }
  if (app.applicationLayout !== undefined) {
    // One layout per version, under the version's id (as PUT settings/applicationLayoutVersions).
    await trx
      .insertInto('definitions')
      .values({
        client_id: clientId,
        version_id: live.id,
        id: live.id,
        kind: applicationLayoutKind,
        name: null,
        status: 'active',
        body: JSON.stringify(app.applicationLayout),
      })
      .execute();
  }
  const host = createStaticHost({ timeZone: 'Europe/Warsaw' });
  for (const record of app.records ?? []) {
    const provider = providers.get(record.providerId);
    if (provider === undefined) {
      throw new Error(`Seed record ${record.id} names an unknown provider ${record.providerId}`);
    }
    const data = await compileRecordComputation(provider).compute(record.values, {
      host,
      recordId: record.id,
    });
    await trx
      .insertInto('data_records')
      .values({
        client_id: clientId,
        provider_id: provider.id,
        id: record.id,
        data: JSON.stringify(data),
        original_data: storedOriginalData(record.values, data),
      })
      .execute();
  }
}

/**
 * The seed's layout must be one `PUT settings/applicationLayoutVersions` would take, and every
 * view it links (menu entries, starting views) a view of the seed.
 */
function checkLayout(app: AppSeed): void {
  const layout = structuredClone(app.applicationLayout);
  const validate = createValidatorCompiler()({
    schema: applicationLayoutBodySchema,
    httpPart: 'body',
    method: 'PUT',
    url: '/settings/applicationLayoutVersions/:id',
  });
  const valid = validate(layout);
  const problems =
    valid === true
      ? []
      : describeValidationErrors(validate.errors ?? [], 'body').map(
          (problem) => `${problem.path}: ${problem.message}`,
        );
  const views = new Set(
    (app.definitions ?? []).filter((item) => item.kind === 'view').map((item) => item.id),
  );
  const linked: string[] = Object.values(app.applicationLayout?.startingViews ?? {}).flat();
  const visit = (entries: readonly { viewId?: string; children?: readonly unknown[] }[]) => {
    for (const entry of entries) {
      if (entry.viewId !== undefined) linked.push(entry.viewId);
      visit((entry.children ?? []) as typeof entries);
    }
  };
  visit(app.applicationLayout?.menuEntries ?? []);
  for (const viewId of linked) {
    if (!views.has(viewId)) problems.push(`links ${viewId}, which is not a view of the seed`);
  }
  if (problems.length > 0) {
    throw new Error(`Seed application layout is invalid:\n${problems.join('\n')}`);
  }
}
