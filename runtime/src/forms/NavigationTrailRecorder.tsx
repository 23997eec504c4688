import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NavigationTrail } from './navigationTrail';

/** Feeds the trail with every page the router shows; render it inside the `<Router>`. */
export function NavigationTrailRecorder({ trail }: { trail: NavigationTrail }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const href = search ? `${pathname}?${search}` : pathname;
  useEffect(() => {
    trail.visit(href);
  }, [trail, href]);
  return null;
}
