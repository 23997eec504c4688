/** Page sizes offered by the studio's lists. */
export const listPageSizes: readonly number[] = [10, 20, 50, 100];
