/**
 * The 'Wi-Fi off' glyph of Fluent System Icons (WiFi Off 20 Regular, MIT), drawn inline because
 * the package does not depend on `@fluentui/react-icons`. Sized by the surrounding font, coloured
 * by the text colour.
 * @internal
 */
export function WifiOffIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.85 2.15a.5.5 0 1 0-.7.7l3.03 3.03a10 10 0 0 0-3.06 2.86.5.5 0 0 0 .82.57q.48-.68 1-1.22.91-.9 1.97-1.47l1.44 1.43A6.4 6.4 0 0 0 4.28 11a.5.5 0 1 0 .9.45A5.4 5.4 0 0 1 8.1 8.82l1.86 1.85a4 4 0 0 0-3.63 2.43.5.5 0 0 0 .92.4q.24-.54.63-.94c.9-.9 2.2-1.11 3.3-.66l1.65 1.65a.5.5 0 0 0 .2.2l4.1 4.1a.5.5 0 0 0 .71-.7zM9.6 7.48l1.02 1.02a5.4 5.4 0 0 1 4.28 2.97.5.5 0 0 0 .9-.46A6.43 6.43 0 0 0 9.6 7.48M7.14 5.01l.8.81a8.6 8.6 0 0 1 9.2 3.5.5.5 0 0 0 .83-.57A9.61 9.61 0 0 0 7.14 5.02m3.82 8.78a1.3 1.3 0 1 1-1.83 1.83 1.3 1.3 0 0 1 1.83-1.83" />
    </svg>
  );
}
