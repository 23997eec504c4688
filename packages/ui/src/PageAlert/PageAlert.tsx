import {
  MessageBar,
  MessageBarBody,
  type MessageBarIntent,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** @public */
export interface PageAlertProps {
  intent: MessageBarIntent;
  title: string;
  message?: string;
  /** A link or button under the message. */
  action?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
});

/**
 * A page-level alert: what happened, and where to go next.
 * @public
 */
export function PageAlert({ intent, title, message, action }: PageAlertProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{title}</MessageBarTitle>
          {message}
        </MessageBarBody>
      </MessageBar>
      {action && <div>{action}</div>}
    </section>
  );
}
