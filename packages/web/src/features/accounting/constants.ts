/** Spec 1 §4.7, §9: the hover card opens after 300 ms. */
export const HOVER_CARD_MS = 300;
