import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ProviderSourceEditor } from './ProviderSourceEditor';
import { stagesText } from './pipelineStagesText';
import type { ProviderDraft } from './providerDraft';
import { manualProvider, textField } from './providerFixtures';
import type { PipelineCheck } from './usePipelineCheck';

const useStyles = makeStyles({
  frame: {
    maxWidth: '960px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const orders = manualProvider('p-orders', 'Zamówienia', [
  textField('region', 'Region'),
  { ...textField('kwota', 'Kwota'), fieldValue: { type: 'number' } },
]);
const customers = manualProvider('p-customers', 'Klienci', [textField('name', 'Nazwa')]);

/** The section over a draft kept in state, as the editor keeps it. */
function Demo({
  draft,
  check = { status: 'idle' },
  problems = {},
}: {
  draft: ProviderDraft;
  check?: PipelineCheck;
  problems?: Record<string, string>;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(draft);
  const [text, setText] = useState(
    current.type === 'pipeline_query' ? stagesText(current.config.pipeline.stages) : '',
  );
  const stageProblems = new Map(
    Object.entries(problems)
      .filter(([location]) => location.startsWith('stages'))
      .map(([location, message]) => [location.slice('stages'.length), message]),
  );
  return (
    <div className={styles.frame}>
      <ProviderSourceEditor
        draft={current}
        providers={[orders, customers]}
        onChange={(update) => setCurrent(update)}
        problem={(location) => problems[location]}
        stages={{ text, onChange: setText, problems: stageProblems, check }}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Data providers/ProviderSourceEditor',
  component: Demo,
  decorators: [withStudioMessages],
  args: {
    draft: {
      name: 'Zamówienia z północy',
      type: 'query_sourced',
      status: 'active',
      config: {
        fields: [],
        query: {
          type: 'general_query',
          fromProviderId: 'p-orders',
          filter: {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'region' },
            matchKind: 'match',
            value: { type: 'const', value: 'Północ' },
          },
        },
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A query-sourced provider: the orders of one region. */
export const QuerySourced: Story = {};

/** An aggregating provider: only its source here; its groups and aggregations are its fields. */
export const Aggregating: Story = {
  args: {
    draft: {
      name: 'Sprzedaż wg regionu',
      type: 'aggregating',
      status: 'active',
      config: { fields: [], sourceProviderId: 'p-orders' },
    },
  },
};

const pipeline: ProviderDraft = {
  name: 'Największe zamówienia',
  type: 'pipeline_query',
  status: 'active',
  config: {
    fields: [],
    pipeline: {
      fromProviderId: 'p-orders',
      stages: [
        { type: 'sort', sorting: [{ fieldAccess: { path: ['kwota'] }, direction: 'desc' }] },
      ],
    },
  },
};

/** A pipeline the server found valid: how many rows it gives and their properties. */
export const PipelineValid: Story = {
  args: {
    draft: pipeline,
    check: { status: 'valid', rows: 12, properties: ['region', 'kwota'] },
  },
};

/** A pipeline with the engine's problems, listed by stage and marked in the text. */
export const PipelineWithProblems: Story = {
  args: {
    draft: pipeline,
    problems: {
      'stages/0/sorting/0/direction':
        'Nieprawidłowa wartość (must be equal to one of the allowed values)',
    },
  },
};

/** No source chosen yet: the designer is asked to choose one. */
export const WithoutSource: Story = {
  args: {
    draft: {
      name: 'Raport',
      type: 'aggregating',
      status: 'active',
      config: { fields: [], sourceProviderId: '' },
    },
    problems: { source: 'Wybierz dostawcę, z którego pochodzą rekordy' },
  },
};

export const InEnglish: Story = { ...PipelineValid, globals: { language: 'en' } };
