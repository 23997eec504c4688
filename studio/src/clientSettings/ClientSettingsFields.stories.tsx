import { makeStyles } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { ClientSettingsFields } from './ClientSettingsFields';
import type { ClientSettingsDraft } from './clientSettingsDraft';

const useStyles = makeStyles({ frame: { maxWidth: '960px' } });

const defaults: ClientSettingsDraft = {
  defaultCountry: 'PL',
  defaultLocale: 'pl-PL',
  maxImportRecordCount: 1000,
  notifyAboutNewRegistrations: false,
  registrationRequiresApproval: true,
  minPasswordLength: 8,
};

/** The fields over a draft kept in state, as the client settings form keeps it. */
function Demo({
  draft = defaults,
  problems = {},
  disabled,
}: {
  draft?: ClientSettingsDraft;
  problems?: Partial<Record<keyof ClientSettingsDraft, string>>;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [current, setCurrent] = useState(draft);
  return (
    <div className={styles.frame}>
      <ClientSettingsFields
        draft={current}
        onChange={(change) => setCurrent((before) => ({ ...before, ...change }))}
        problem={(setting) => problems[setting]}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/ClientSettings/ClientSettingsFields',
  component: Demo,
  decorators: [withStudioMessages],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new client's defaults. */
export const Defaults: Story = {};

/** A German client whose sign-ups are open, with admins told about each. */
export const OpenRegistration: Story = {
  args: {
    draft: {
      ...defaults,
      defaultCountry: 'DE',
      defaultLocale: 'de',
      notifyAboutNewRegistrations: true,
      registrationRequiresApproval: false,
      minPasswordLength: 12,
    },
  },
};

/** Values the rules refuse, with their messages. */
export const WithProblems: Story = {
  args: {
    draft: { ...defaults, defaultCountry: 'XX', maxImportRecordCount: null },
    problems: {
      defaultCountry: 'Nie ma kraju o kodzie XX',
      maxImportRecordCount: 'Pole jest wymagane',
    },
  },
};
