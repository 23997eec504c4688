import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { PublishVersionDialog } from './PublishVersionDialog';
import { draftChanges, draftVersion, liveVersion, previousVersion } from './versionFixtures';

const meta = {
  title: 'Studio/ApplicationVersions/PublishVersionDialog',
  component: PublishVersionDialog,
  decorators: [withStudioMessages],
  args: {
    version: draftVersion,
    live: liveVersion,
    changes: { status: 'ready', value: draftChanges, reload: () => {} },
    onPublish: () => Promise.resolve(),
    onClose: () => {},
  },
} satisfies Meta<typeof PublishVersionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft that adds, changes and removes definitions of several kinds. */
export const WithChanges: Story = {};

/** A draft copied from live and left as it was. */
export const NoChanges: Story = {
  args: {
    changes: {
      status: 'ready',
      value: { ...draftChanges, added: [], changed: [], removed: [] },
      reload: () => {},
    },
  },
};

/** Publishing a previous version again: a rollback. */
export const Rollback: Story = {
  args: {
    version: previousVersion,
    changes: {
      status: 'ready',
      value: {
        versionId: previousVersion.id,
        againstId: liveVersion.id,
        added: [],
        changed: [{ kind: 'form', id: 'f1', name: 'Oferta' }],
        removed: [{ kind: 'dataProvider', id: 'p-new', name: 'Reklamacje' }],
      },
      reload: () => {},
    },
  },
};

/** The comparison is still on its way. */
export const Loading: Story = { args: { changes: { status: 'loading' } } };

/** The comparison failed: it can be asked again. */
export const LoadFailed: Story = {
  args: { changes: { status: 'failed', error: new Error('offline'), retry: () => {} } },
};

/** The server refused the publication: the dialog stays open and says so. */
export const PublishFails: Story = {
  args: { onPublish: () => Promise.reject<void>(new Error('409')) },
};
