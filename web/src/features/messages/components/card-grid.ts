/**
 * The sender's cards, two to a row on wide screens. A card alone on its row (the only one of a group, or the
 * last of an odd number) takes the whole row rather than leave half of it empty beside it.
 */
export const CARD_GRID = 'grid gap-3 lg:grid-cols-2';
export const CARD_CELL = 'lg:odd:last:col-span-2';
