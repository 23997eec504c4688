/** Options a list select loads per page (spec 002 §7, §9: select page size 30). @public */
export const LIST_SELECT_PAGE_SIZE = 30;

/** Options a radio group or checkbox list loads per page (spec 002 §7, §9: 100). @public */
export const CHOICE_LIST_PAGE_SIZE = 100;
