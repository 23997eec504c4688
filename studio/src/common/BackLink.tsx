import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { isPlainClick } from './isPlainClick';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The way back to a list, above an editor's title (unsaved changes are confirmed first). */
export function BackLink({ href, children }: { href: string; children: string }) {
  const styles = useStyles();
  const navigate = useStudioNavigate();
  const follow = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Link className={styles.link} href={href} onClick={follow}>
      <ArrowLeftRegular aria-hidden />
      {children}
    </Link>
  );
}
