import { DndContext } from '@dnd-kit/core';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldTypeDefinition } from '@tessera/engine';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { FieldPalette } from './FieldPalette';
import { registry } from './studioPlugins';

const useStyles = makeStyles({
  frame: {
    width: '220px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  added: { marginTop: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
});

/** The palette of the studio's registered types; Enter or a click reports the type added. */
function Demo({ disabled = false }: { disabled?: boolean }) {
  const styles = useStyles();
  const [added, setAdded] = useState<FieldTypeDefinition | null>(null);
  return (
    <DndContext>
      <div className={styles.frame}>
        <FieldPalette types={registry.fieldTypes} onAdd={setAdded} disabled={disabled} />
        <output className={styles.added}>{added ? `+ ${added.type}` : ''}</output>
      </div>
    </DndContext>
  );
}

const meta = {
  title: 'Studio/Forms/FieldPalette',
  component: Demo,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every registered field type by section, with its default grid size. */
export const AllTypes: Story = {};

/** In a version that cannot be edited nothing can be added. */
export const Disabled: Story = { args: { disabled: true } };

export const InEnglish: Story = { globals: { language: 'en' } };
