/**
 * Structural equality of JSON values: primitives by `Object.is` (except that `0` equals `-0`),
 * arrays item by item, objects key by key regardless of key order.
 * @public
 */
export function isSameJsonValue(left: unknown, right: unknown): boolean {
  if (left === right || (Number.isNaN(left) && Number.isNaN(right))) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => isSameJsonValue(item, right[index]))
    );
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const keys = Object.keys(leftRecord);
  return (
    keys.length === Object.keys(rightRecord).length &&
    keys.every(
      (key) =>
        Object.hasOwn(rightRecord, key) && isSameJsonValue(leftRecord[key], rightRecord[key]),
    )
  );
}
