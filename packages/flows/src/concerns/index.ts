export { concernsPageBadge, overviewBadge, overviewConcernCounts } from './concernStatus';
export { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from './dashboardToast';
export { raiseConcernMachine } from './raiseConcernMachine';
export { recentConcerns } from './recentConcerns';
export { type ConcernTicket, concernFieldErrors, concernMessages, type RaiseConcernInput } from './validateConcern';
