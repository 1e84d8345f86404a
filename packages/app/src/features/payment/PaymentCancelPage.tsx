import { PaymentCancel } from '@injury-assist/ui';
import { renderRouterLink } from '../../components/router-link';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config/support';

export default function PaymentCancelPage() {
  return <PaymentCancel supportEmail={SUPPORT_EMAIL} supportPhone={SUPPORT_PHONE} renderLink={renderRouterLink} />;
}
