import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A transparent button or link on the brand-coloured top bar, and on the overlay menu's head that
 * repeats it: on-brand text, with the brand's hover and pressed backgrounds. Merge it with the
 * control's own layout (`mergeClasses(topBar.button, styles.trigger)`).
 * @internal
 */
export const useTopBarButtonStyles = makeStyles({
  button: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
});
