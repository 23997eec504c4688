// Page (a): the real FormView over the engine's form store, each field renderer wrapped in a
// React Profiler that counts its renders, whatever caused them (new props, or a context it reads,
// such as a row's position). Profilers report only in the page's profiling build; in the timed
// production build they cost next to nothing.
import { createFormStore, createRegistry, createStaticHost } from '@tessera/engine';
import { FIELDS_BASIC_NAMESPACE, fieldsBasic, fieldsBasicMessages } from '@tessera/fields-basic';
import { fieldsBasicRenderers } from '@tessera/fields-basic/runtime';
import {
  FIELDS_GROUPS_NAMESPACE,
  fieldsGroups,
  fieldsGroupsMessages,
} from '@tessera/fields-groups';
import { fieldsGroupsRenderers } from '@tessera/fields-groups/runtime';
import { createI18n } from '@tessera/i18n';
import { type FieldRenderer, type FieldRenderers, RegistryProvider } from '@tessera/react';
import { FormView, TesseraProvider } from '@tessera/ui';
import { Profiler, type ProfilerOnRenderCallback, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { installBenchProbe, recordRender, timeStoreChanges } from './benchProbe';
import { createBenchForm } from './createBenchForm';

const { definition, savedValues } = createBenchForm();
const registry = createRegistry([fieldsBasic, fieldsGroups]);
const host = createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' });
const store = createFormStore(definition, { registry, host, savedValues });
timeStoreChanges(store, ['setValue', 'setRowValue', 'addRow', 'removeRow']);
const i18n = createI18n({ language: 'pl' });
i18n.addResourceBundle('pl', FIELDS_BASIC_NAMESPACE, fieldsBasicMessages.pl);
i18n.addResourceBundle('pl', FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages.pl);

const countRender: ProfilerOnRenderCallback = (id) => recordRender(id);

/** Every renderer inside a Profiler named by its input id: each commit it renders in counts once. */
function countingRenderers(renderers: FieldRenderers): FieldRenderers {
  const counted: Record<string, FieldRenderer> = {};
  for (const [type, renderer] of Object.entries(renderers)) {
    const Renderer = renderer as FieldRenderer;
    counted[type] = function CountedRenderer(props) {
      return (
        <Profiler id={props.id} onRender={countRender}>
          <Renderer {...props} />
        </Profiler>
      );
    };
  }
  return counted as FieldRenderers;
}

const renderers = countingRenderers({ ...fieldsBasicRenderers, ...fieldsGroupsRenderers });
const probe = installBenchProbe({ lastChain: () => store.lastChain() });

function FormBenchPage() {
  useEffect(() => probe.markReady(), []);
  return (
    <RegistryProvider registry={registry}>
      <FormView definition={definition} store={store} renderers={renderers} />
    </RegistryProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('form.html has no #root element');
createRoot(container).render(
  <TesseraProvider i18n={i18n}>
    <FormBenchPage />
  </TesseraProvider>,
);
