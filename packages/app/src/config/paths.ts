/** Every route of the app, once (spec customer-and-access §2, provider-and-admin §2.1). */
export const paths = {
  home: '/',
  customerLogin: '/user-log-in',
  providerLogin: '/provider-login',
  adminLogin: '/login',
  signUp: '/user-sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  provider: {
    root: '/dashboard',
    overview: '/dashboard/overview',
  },
  customer: {
    root: '/customer-dashboard',
    overview: '/customer-dashboard/overview',
    search: '/customer-dashboard/search',
    appointments: '/customer-dashboard/appointments',
    concerns: '/customer-dashboard/concerns',
    profile: '/customer-dashboard/profile',
  },
  admin: {
    root: '/admin',
    overview: '/admin/overview',
  },
} as const;
