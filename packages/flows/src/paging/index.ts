export { clampPage, pagerView } from './listPaging';
