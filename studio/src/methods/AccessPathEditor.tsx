import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { AccessPathSegment, ArrayPositionType } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { removeAt, replaceAt } from '../processes/processDraft';
import { newPathSegment } from './methodDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  segment: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'end',
  },
  adds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type SegmentKind = 'property' | 'relative' | 'absolute';
const segmentKinds: readonly SegmentKind[] = ['property', 'relative', 'absolute'];
const positionTypes: readonly ArrayPositionType[] = [
  'firstItem',
  'atPosition',
  'afterPosition',
  'lastItem',
];

function kindOf(segment: AccessPathSegment): SegmentKind {
  if (typeof segment === 'string') return 'property';
  return segment.type === 'relative_position' ? 'relative' : 'absolute';
}

/** A whole number typed, or undefined while the input is empty or not a number. */
function typedInteger(text: string): number | undefined {
  const number = Number.parseInt(text, 10);
  return Number.isFinite(number) ? number : undefined;
}

export interface AccessPathEditorProps {
  readonly path: readonly AccessPathSegment[] | undefined;
  /** `undefined` when no step is left: the whole value. */
  readonly onChange: (path: AccessPathSegment[] | undefined) => void;
}

/**
 * Where in a value a method reads (spec 001 §3.9 array access): steps of property names and
 * array items — relative to the row being computed (with an offset) or absolute (first, at or
 * after a 1-based position, last).
 */
export function AccessPathEditor({ path = [], onChange }: AccessPathEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const set = (next: AccessPathSegment[]) => onChange(next.length === 0 ? undefined : next);
  const kindText = (kind: SegmentKind) =>
    t(
      kind === 'property'
        ? 'methods.editor.propertyName'
        : kind === 'relative'
          ? 'methods.editor.relativeItem'
          : 'methods.editor.arrayItem',
    );
  return (
    <div className={styles.root}>
      <Text size={200} weight="semibold">
        {t('methods.editor.path')}
      </Text>
      {path.length === 0 && (
        <Text size={200} className={styles.muted}>
          {t('methods.editor.pathHint')}
        </Text>
      )}
      {path.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are named by their place.
        <div key={index} className={styles.segment}>
          <ChoiceDropdown
            aria-label={`${t('methods.editor.path')} ${index + 1}`}
            choices={choicesOf(segmentKinds, kindText)}
            value={kindOf(segment)}
            onChange={(kind) => set(replaceAt(path, index, newPathSegment(kind)))}
          />
          {typeof segment === 'string' && (
            <Input
              aria-label={t('methods.editor.propertyName')}
              value={segment}
              onChange={(_, data) => set(replaceAt(path, index, data.value))}
            />
          )}
          {typeof segment !== 'string' && segment.type === 'relative_position' && (
            <Field label={t('methods.editor.offset')}>
              <Input
                type="number"
                value={String(segment.offset ?? 0)}
                onChange={(_, data) =>
                  set(replaceAt(path, index, { ...segment, offset: typedInteger(data.value) ?? 0 }))
                }
              />
            </Field>
          )}
          {typeof segment !== 'string' && segment.type === 'absolute_position' && (
            <div>
              <ChoiceDropdown
                aria-label={t('methods.editor.positionType')}
                choices={choicesOf(positionTypes, (type) => t(`methods.positionTypes.${type}`))}
                value={segment.positionType ?? 'atPosition'}
                onChange={(positionType) =>
                  set(
                    replaceAt(
                      path,
                      index,
                      positionType === 'atPosition' || positionType === 'afterPosition'
                        ? {
                            type: 'absolute_position',
                            positionType,
                            position: segment.position ?? 1,
                          }
                        : { type: 'absolute_position', positionType },
                    ),
                  )
                }
              />
              {(segment.positionType ?? 'atPosition') !== 'firstItem' &&
                segment.positionType !== 'lastItem' && (
                  <Input
                    aria-label={t('methods.editor.position')}
                    type="number"
                    min={1}
                    value={String(segment.position ?? 1)}
                    onChange={(_, data) =>
                      set(
                        replaceAt(path, index, {
                          ...segment,
                          position: Math.max(1, typedInteger(data.value) ?? 1),
                        }),
                      )
                    }
                  />
                )}
            </div>
          )}
          <IconActionButton
            icon={<DeleteRegular />}
            label={t('methods.editor.removeSegment')}
            onClick={() => set(removeAt(path, index))}
          />
        </div>
      ))}
      <div className={styles.adds}>
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => set([...path, newPathSegment('property')])}
        >
          {t('methods.editor.addProperty')}
        </Button>
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => set([...path, newPathSegment('absolute')])}
        >
          {t('methods.editor.addItemAccess')}
        </Button>
      </div>
    </div>
  );
}
