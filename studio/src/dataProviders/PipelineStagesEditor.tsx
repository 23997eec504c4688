import { Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  ErrorCircleRegular,
  TextAlignLeftRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useMemo } from 'react';
import { useIssueListStyles } from '../common/useIssueListStyles';
import { useProblemTranslator } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ShownExpressionIssue } from '../methods/expressionInput.types';
import { PlainExpressionInput } from '../methods/PlainExpressionInput';
import { rangeAt } from './jsonSourceMap';
import { readStagesText, stagesText } from './pipelineStagesText';
import type { PipelineCheck } from './usePipelineCheck';

// Monaco is about 1 MB: it loads with the first pipeline opened, not with the studio.
const MonacoJsonInput = lazy(() =>
  import('./MonacoJsonInput').then((module) => ({ default: module.MonacoJsonInput })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  status: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  where: { fontFamily: tokens.fontFamilyMonospace },
});

export interface PipelineStagesEditorProps {
  /** The stages as written (JSON). */
  readonly text: string;
  readonly onChange: (text: string) => void;
  /** Problems of the stages in words, by JSON pointer into the list (`''` the list itself). */
  readonly problems: ReadonlyMap<string, string>;
  /** What the server said of the pipeline as written. */
  readonly check: PipelineCheck;
}

/** Where in the stages a pointer is, as a designer reads it: `1 › filter.matchKind`. */
function placeOf(pointer: string): string {
  const [index, ...rest] = pointer.split('/').slice(1);
  if (index === undefined) return '';
  const stage = /^\d+$/.test(index) ? String(Number(index) + 1) : index;
  return rest.length === 0 ? stage : `${stage} › ${rest.join('.')}`;
}

/**
 * A pipeline's stages (spec 001 §3.13) written as JSON in Monaco. As they are written, the text
 * is read (JSON, a list of stages of known types) and, once writing pauses, the server checks
 * the pipeline with the engine: each problem is listed with the stage and part it is about and
 * marked on the characters that hold it; a valid pipeline says how many rows it gives now.
 */
export function PipelineStagesEditor({
  text,
  onChange,
  problems,
  check,
}: PipelineStagesEditorProps) {
  const { t } = useStudioTranslation();
  const translate = useProblemTranslator();
  const styles = useStyles();
  const issueStyles = useIssueListStyles();
  const reading = useMemo(() => readStagesText(text), [text]);
  const shown = useMemo(() => {
    if ('problem' in reading) {
      return [{ pointer: '', message: translate(reading.problem.text), ...reading.problem.range }];
    }
    return [...problems].map(([pointer, message]) => ({
      pointer,
      message,
      ...rangeAt(reading.ranges, pointer),
    }));
  }, [reading, problems, translate]);
  const issues = useMemo<readonly ShownExpressionIssue[]>(
    () =>
      shown.map(({ message, start, end }) => ({ severity: 'error' as const, message, start, end })),
    [shown],
  );
  const input = {
    value: text,
    onChange,
    issues,
    completions: [],
    ariaLabel: t('dataProviders.source.stages'),
  };

  return (
    <div className={styles.root}>
      <Field
        label={t('dataProviders.source.stages')}
        hint={t('dataProviders.source.stagesHint')}
        validationState={shown.length > 0 ? 'error' : 'none'}
        required
      >
        <Suspense fallback={<PlainExpressionInput {...input} />}>
          <MonacoJsonInput {...input} />
        </Suspense>
      </Field>
      <div className={styles.status}>
        <ul className={issueStyles.list} aria-live="polite">
          {shown.map(({ pointer, message }) => (
            <li
              key={`${pointer}:${message}`}
              className={`${issueStyles.line} ${issueStyles.error}`}
              role="alert"
            >
              <ErrorCircleRegular className={issueStyles.icon} aria-hidden />
              <Text size={200}>
                {pointer !== '' && (
                  <span className={styles.where}>
                    {t('dataProviders.source.stageAt', { place: placeOf(pointer) })}
                  </span>
                )}
                {message}
              </Text>
            </li>
          ))}
          {shown.length === 0 && check.status === 'checking' && (
            <li className={`${issueStyles.line} ${styles.muted}`}>
              <Spinner size="extra-tiny" />
              <Text size={200}>{t('dataProviders.source.checking')}</Text>
            </li>
          )}
          {shown.length === 0 && check.status === 'valid' && (
            <li className={`${issueStyles.line} ${issueStyles.valid}`}>
              <CheckmarkCircleRegular className={issueStyles.icon} aria-hidden />
              <Text size={200}>{t('dataProviders.source.valid', { count: check.rows })}</Text>
            </li>
          )}
          {shown.length === 0 && check.status === 'valid' && check.properties.length > 0 && (
            <li className={`${issueStyles.line} ${styles.muted}`}>
              <Text size={200}>
                {t('dataProviders.source.rowProperties', { names: check.properties.join(', ') })}
              </Text>
            </li>
          )}
          {shown.length === 0 && check.status === 'unavailable' && (
            <li className={`${issueStyles.line} ${issueStyles.warning}`}>
              <WarningRegular className={issueStyles.icon} aria-hidden />
              <Text size={200}>{t('dataProviders.source.unavailable')}</Text>
            </li>
          )}
        </ul>
        {'stages' in reading && (
          <Button
            size="small"
            appearance="subtle"
            icon={<TextAlignLeftRegular />}
            onClick={() => onChange(stagesText(reading.stages))}
          >
            {t('dataProviders.source.format')}
          </Button>
        )}
      </div>
    </div>
  );
}
