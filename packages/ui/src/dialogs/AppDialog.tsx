import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** @public */
export type AppDialogSize = 'small' | 'medium' | 'large';

/**
 * The largest width of each dialog size, in CSS pixels.
 * @public
 */
export const appDialogMaxWidthsPx = {
  small: 600,
  medium: 960,
  large: 1264,
} as const satisfies Record<AppDialogSize, number>;

/**
 * At this viewport width and below, a dialog fills the screen.
 * @public
 */
export const fullScreenDialogMaxViewportPx = 600;

const fullScreen = `@media screen and (max-width: ${fullScreenDialogMaxViewportPx}px)`;

const useStyles = makeStyles({
  small: { maxWidth: `${appDialogMaxWidthsPx.small}px` },
  medium: { maxWidth: `${appDialogMaxWidthsPx.medium}px` },
  large: { maxWidth: `${appDialogMaxWidthsPx.large}px` },
  surface: {
    [fullScreen]: {
      maxWidth: '100vw',
      // The surface is fixed with `inset: 0`, so a full height spans the viewport.
      height: '100%',
      borderRadius: 0,
    },
  },
  body: {
    [fullScreen]: {
      height: '100%',
      maxHeight: '100%',
      // Title on top, scrolling content in between, actions at the bottom edge.
      gridTemplateRows: 'auto 1fr auto',
    },
  },
});

/** @public */
export interface AppDialogProps {
  open: boolean;
  /** Called with `false` on Escape, a backdrop click or the close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Largest width: small 600 px, medium 960 px, large 1264 px. @default 'small' */
  size?: AppDialogSize;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** Leaves out the close button in the title, for dialogs whose actions say how to leave. @default false */
  hideCloseButton?: boolean;
  /** `alert` dialogs do not close on a backdrop click. @default 'modal' */
  modalType?: 'modal' | 'alert';
  children?: ReactNode;
}

/**
 * A Fluent dialog in three sizes (small, medium, large: 600, 960, 1264 px at most), filling the
 * screen on viewports up to 600 px wide. A close button sits in the title unless hidden.
 * @public
 */
export function AppDialog({
  open,
  onOpenChange,
  title,
  size = 'small',
  actions,
  hideCloseButton = false,
  modalType = 'modal',
  children,
}: AppDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      modalType={modalType}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
    >
      <DialogSurface className={mergeClasses(styles[size], styles.surface)}>
        <DialogBody className={styles.body}>
          <DialogTitle
            action={
              hideCloseButton ? null : (
                <DialogTrigger action="close">
                  <Button
                    appearance="subtle"
                    aria-label={t('dialogs.close')}
                    icon={<DismissRegular />}
                  />
                </DialogTrigger>
              )
            }
          >
            {title}
          </DialogTitle>
          <DialogContent>{children}</DialogContent>
          {actions && <DialogActions>{actions}</DialogActions>}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
