import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** @internal */
export interface BrandMarkProps {
  /**
   * `bar`: small, on the brand-coloured top bar; `page`: large, beside the app name over the
   * simple layout's card.
   */
  placement: 'bar' | 'page';
}

const useStyles = makeStyles({
  mark: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalXXS,
  },
  bar: { width: '18px', height: '18px', flexShrink: 0 },
  page: { width: '32px', height: '32px' },
  tile: { borderRadius: tokens.borderRadiusSmall },
  // The dark tiles take the bar's text colour there, so the mark stands out from the bar.
  barTile: { backgroundColor: tokens.colorNeutralForegroundOnBrand },
  pageTile: { backgroundColor: tokens.colorBrandBackground },
  lightTile: { backgroundColor: tokens.colorBrandStroke2 },
});

/**
 * The Tessera mark: four tiles, dark and light crosswise. Decorative: the app name beside it
 * says what it stands for.
 * @internal
 */
export function BrandMark({ placement }: BrandMarkProps) {
  const styles = useStyles();
  const dark = mergeClasses(styles.tile, placement === 'bar' ? styles.barTile : styles.pageTile);
  const light = mergeClasses(styles.tile, styles.lightTile);
  return (
    <span className={mergeClasses(styles.mark, styles[placement])} aria-hidden="true">
      <span className={dark} />
      <span className={light} />
      <span className={light} />
      <span className={dark} />
    </span>
  );
}
