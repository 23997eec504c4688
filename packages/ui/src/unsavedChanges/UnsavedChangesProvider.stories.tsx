import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createUnsavedChangesRegistry } from './createUnsavedChangesRegistry';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';
import { useUnsavedChanges } from './useUnsavedChanges';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '360px',
  },
});

/** Type something, then "leave": the question appears. */
function DemoForm({ registry }: { registry: ReturnType<typeof createUnsavedChangesRegistry> }) {
  const styles = useStyles();
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChanges({ formId: 'demo', dirty: value !== saved });
  return (
    <div className={styles.form}>
      <Field label="Nazwa">
        <Input value={value} onChange={(_, data) => setValue(data.value)} />
      </Field>
      <Button appearance="primary" onClick={() => setSaved(value)}>
        Zapisz
      </Button>
      <Button onClick={() => void registry.confirmLeave()}>Przejdź do innej strony</Button>
    </div>
  );
}

function Demo({ asking }: { asking: boolean }) {
  const [registry] = useState(() => {
    const created = createUnsavedChangesRegistry();
    if (asking) {
      created.markUnsaved('demo-form');
      void created.confirmLeave();
    }
    return created;
  });
  return (
    <UnsavedChangesProvider registry={registry}>
      <DemoForm registry={registry} />
    </UnsavedChangesProvider>
  );
}

const meta = {
  title: 'UI/UnsavedChanges',
  component: Demo,
  args: { asking: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

/** The question the route guard asks before leaving unsaved changes. */
export const Asking: Story = { args: { asking: true } };

export const InEnglish: Story = { args: { asking: true }, globals: { language: 'en' } };
