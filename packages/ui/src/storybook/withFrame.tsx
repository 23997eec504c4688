import type { ReactNode } from 'react';

function Frame({ useFrameClass, children }: { useFrameClass: () => string; children: ReactNode }) {
  return <div className={useFrameClass()}>{children}</div>;
}

/**
 * Story decorator factory: draws the story inside a `div` with the class `useFrameClass` gives
 * (a hook, so `makeStyles` classes work) — the room the part has in the app, such as the form
 * column of the simple layout or the brand-coloured top bar.
 * @internal
 * @example
 * const useFrameStyles = makeStyles({ frame: { maxWidth: '420px' } });
 * const meta = { decorators: [withFrame(() => useFrameStyles().frame)] };
 */
export function withFrame(useFrameClass: () => string) {
  return (Story: () => ReactNode) => (
    <Frame useFrameClass={useFrameClass}>
      <Story />
    </Frame>
  );
}
