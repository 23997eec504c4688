import type { StudioMessageKey } from '../i18n/useStudioTranslation';

/** The groups of the studio's catalogue holding a text named `Leaf`. */
export type GroupsWith<Leaf extends string> = StudioMessageKey extends infer Key
  ? Key extends `${infer Group}.${Leaf}`
    ? Group
    : never
  : never;

/**
 * A group of the studio's catalogue holding an editor's save texts (`save`, `saving`,
 * `problemsTitle`), e.g. `dataProviders.editor` or `layout.page`: the editor's chrome reads its
 * texts from there, so each editor keeps its own wording.
 */
export type SaveTexts = Extract<
  GroupsWith<'save'>,
  Extract<GroupsWith<'saving'>, GroupsWith<'problemsTitle'>>
>;

/**
 * A group of save texts that also says why a save was refused (`conflictTitle`,
 * `conflictMessage`, `reload`, `versionLocked`): the texts of a versioned definition's editor.
 */
export type SaveBlockTexts = Extract<
  SaveTexts,
  Extract<
    Extract<GroupsWith<'conflictTitle'>, GroupsWith<'conflictMessage'>>,
    Extract<GroupsWith<'reload'>, GroupsWith<'versionLocked'>>
  >
>;

/** A group with an editor page's load texts: `notFound`, `backToList`, `loadFailed`. */
export type LoadTexts = Extract<
  GroupsWith<'notFound'>,
  Extract<GroupsWith<'backToList'>, GroupsWith<'loadFailed'>>
>;

/** A group with an editor's status switch texts (`active`, `activeHint`). */
export type StatusTexts = Extract<GroupsWith<'active'>, GroupsWith<'activeHint'>>;

/** The key of a text in a group. */
export const textKey = (group: SaveTexts | StatusTexts | LoadTexts, leaf: string) =>
  `${group}.${leaf}` as StudioMessageKey;
