import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type SaveBlockTexts, type SaveTexts, textKey } from './editorTexts';
import type { SaveBlock } from './useDraftEditor';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
    ':empty': { display: 'none' },
  },
});

interface CommonProps {
  /** The problem shown above the form (`general`, or one no input shows). */
  readonly problem: string | undefined;
  /** The editor's own notices, shown after the save's and before the problem. */
  readonly children?: ReactNode;
}

/** The messages of an editor whose save may be refused as a conflict or a locked version. */
interface SaveBlockProps extends CommonProps {
  readonly texts: SaveBlockTexts;
  readonly block: SaveBlock;
  /** Whether saving is allowed here (see `useEditableVersion`). */
  readonly editable: boolean;
  /** After a conflict: loads the item as stored now. */
  readonly onReload: () => void;
}

/** The messages of an editor without versions or revisions (users, roles). */
interface PlainProps extends CommonProps {
  readonly texts: SaveTexts;
  readonly block?: undefined;
}

export type EditorMessagesProps = SaveBlockProps | PlainProps;

/**
 * The messages above an editor's form: why the last save did not go through — someone else's
 * change (with the reload that drops the changes made here), or a version that cannot be edited
 * —, the editor's own notices, and the problem no input shows.
 */
export function EditorMessages(props: EditorMessagesProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { texts, problem, children } = props;
  return (
    <div className={styles.bars}>
      {props.block === 'conflict' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t(textKey(texts, 'conflictTitle'))}</MessageBarTitle>
            {t(textKey(texts, 'conflictMessage'))}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={props.onReload}>{t(textKey(texts, 'reload'))}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {props.block !== undefined && !props.editable && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t(textKey(texts, 'versionLocked'))}</MessageBarBody>
        </MessageBar>
      )}
      {children}
      {problem && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t(textKey(texts, 'problemsTitle'))}</MessageBarTitle>
            {problem}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
