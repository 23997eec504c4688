import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link FormCard}. @public */
export interface FormCardProps {
  readonly title: ReactNode;
  /** Some field inside has a problem: the card turns red and opens (spec 002 §4 save sequence). */
  readonly invalid?: boolean;
  /** @default true */
  readonly defaultExpanded?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

const useStyles = makeStyles({
  card: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  invalid: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`,
  },
  invalidNote: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A titled, collapsible card around a form (or a part of one). When `invalid`, it is red and
 * open whatever the person chose, with a note to correct the marked fields, and carries
 * `data-invalid` so a screen can find it. Collapsed content stays mounted: the fields keep their
 * state and the save sequence can still find the first one with a problem.
 * @example <FormCard title="Oferta" invalid={useFormInvalid(store, definition)}>…</FormCard>
 * @public
 */
export function FormCard({
  title,
  invalid = false,
  defaultExpanded = true,
  className,
  children,
}: FormCardProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [chosen, setChosen] = useState(defaultExpanded);
  const expanded = chosen || invalid;
  const contentId = useId();
  return (
    <Card
      className={mergeClasses(styles.card, invalid && styles.invalid, className)}
      data-invalid={invalid ? 'true' : undefined}
    >
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={500}>
            {title}
          </Text>
        }
        description={
          invalid ? <Text className={styles.invalidNote}>{t('forms.card.invalid')}</Text> : null
        }
        action={
          <Button
            appearance="subtle"
            icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-label={expanded ? t('forms.card.collapse') : t('forms.card.expand')}
            aria-expanded={expanded}
            aria-controls={contentId}
            disabled={invalid}
            onClick={() => setChosen(!expanded)}
          />
        }
      />
      <div id={contentId} hidden={!expanded}>
        {children}
      </div>
    </Card>
  );
}
