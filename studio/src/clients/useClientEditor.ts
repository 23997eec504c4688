import { type ClientItem, fetchClients, findClientConflicts, saveClient } from '@tessera/client';
import { useMemo } from 'react';
import { problemAtPathApplies } from '../common/problemAtPathApplies';
import type { ProblemText } from '../common/problemText';
import { useAsyncResource } from '../common/useAsyncResource';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { uniquenessDelayMs, useUniquenessCheck } from '../common/useUniquenessCheck';
import { adapter } from '../services';
import {
  type ClientDraft,
  clientDraftOf,
  clientSaveOf,
  emptyClientDraft,
  sameClientDraft,
} from './clientDraft';
import { readClientProblems } from './readClientProblems';
import { validateClientDraft } from './validateClientDraft';

const quiet = { skipErrorNotification: true } as const;

/**
 * The client form (spec 000 §2 settings.clients): the draft, the form's rules before a save and
 * the server's after it, and the clashes with other clients while typing (spec 001 §5.4:
 * clients — name, key, domain): a key used by any other client blocks the save at once; a name
 * used by another active client and a domain another client has show on their inputs (the
 * server refuses them on save).
 */
export function useClientEditor(initial: ClientItem | null): DraftEditor<ClientDraft, ClientItem> {
  const editor = useDraftEditor<ClientDraft, ClientItem>({
    formId: 'settings.clients.editor',
    initial,
    newDraft: emptyClientDraft,
    draftOf: clientDraftOf,
    same: sameClientDraft,
    validate: validateClientDraft,
    unique: {
      location: 'key',
      valueOf: (draft) => draft.key,
      taken: () => ({ studio: 'clients.problems.keyTaken' }),
      exists: async (key, signal, saved) =>
        (
          await findClientConflicts(
            adapter,
            { key },
            { signal, ...quiet, ...(saved === null ? {} : { exceptId: saved.id }) },
          )
        ).key,
    },
    save: (draft, saved) => saveClient(adapter, clientSaveOf(draft, saved?.id ?? null), quiet),
    load: async (saved) => {
      const found = await findClientById(saved.id);
      if (found === undefined) throw new Error('The client is gone');
      return found;
    },
    readProblems: readClientProblems,
    problemApplies: problemAtPathApplies,
  });
  const { draft, saved } = editor;
  const except = saved === null ? {} : { exceptId: saved.id };
  const name = useUniquenessCheck(
    draft.name,
    async (value, signal) =>
      (await findClientConflicts(adapter, { name: value }, { signal, ...quiet, ...except })).name,
    { skip: draft.status !== 'active' },
  );
  const domains = useDebouncedValue(
    draft.domains.map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== ''),
    uniquenessDelayMs,
  );
  const takenDomains = useAsyncResource(JSON.stringify([domains, saved?.id]), (signal) =>
    domains.length === 0
      ? Promise.resolve([])
      : findClientConflicts(adapter, { domains }, { signal, ...quiet, ...except }).then(
          (conflicts) => conflicts.domains,
        ),
  );
  const taken = takenDomains.status === 'ready' ? takenDomains.value : [];
  const problems = useMemo(() => {
    const shown = new Map<string, ProblemText>(editor.problems);
    const add = (location: string, text: ProblemText) => {
      if (!shown.has(location)) shown.set(location, text);
    };
    if (name === 'taken') add('name', { studio: 'clients.problems.nameTaken' });
    draft.domains.forEach((domain, index) => {
      if (taken.includes(domain.trim().toLowerCase())) {
        add(`domains/${index}`, { studio: 'clients.problems.domainUsed' });
      }
    });
    return shown;
  }, [editor.problems, name, taken, draft.domains]);
  return { ...editor, problems };
}

/** A client by id, as a super admin sees it (`GET clients` filtered by id). */
export async function findClientById(
  id: string,
  signal?: AbortSignal,
): Promise<ClientItem | undefined> {
  const page = await fetchClients(adapter, { filter: { id } }, { signal, ...quiet });
  return page.data[0];
}
