import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, type ApiErrorKind, classifyApiError } from '@tessera/client';
import { withTessera } from '../storybook/withTessera';
import { apiErrorNotification } from './apiErrorNotification';
import { NotificationToaster } from './NotificationToaster';
import { createNotificationCenter } from './notificationCenter';

const center = createNotificationCenter();

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const failures: [string, ApiError][] = [
  ['403', new ApiError({ status: 403 })],
  ['422', new ApiError({ status: 422 })],
  ['429', new ApiError({ status: 429 })],
  ['500', new ApiError({ status: 500 })],
  ['Brak sieci', new ApiError({ status: 0, code: 'network' })],
  ['Przekroczony czas', new ApiError({ status: 0, code: 'timeout' })],
  ['418', new ApiError({ status: 418 })],
];

function ErrorCatalogue() {
  const styles = useStyles();
  const raise = (kind: ApiErrorKind) => {
    const notification = apiErrorNotification(kind);
    if (notification) center.notify(notification);
  };
  return (
    <div className={styles.row}>
      <NotificationToaster center={center} />
      {failures.map(([label, error]) => (
        <Button key={label} onClick={() => raise(classifyApiError(error))}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/NotificationToaster',
  component: NotificationToaster,
  decorators: [withTessera],
  args: { center },
} satisfies Meta<typeof NotificationToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error catalogue of spec §8: each button raises the notification its failure gets. */
export const ErrorNotifications: Story = { render: () => <ErrorCatalogue /> };
