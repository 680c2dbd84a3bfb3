/** Screen paths of spending (spec 1 §2.1). */
export const SPENDING_PATH = '/one/spending';
export const SPENDING_DETAILS_PATH = '/one/spending/details';
