/** /order/pstn-upgrade/plans/:id/type/:type/checkout */
import CartConfigureView from './CartConfigureView';

export default function PstnCartConfigurePage() {
  return <CartConfigureView variant="pstn" />;
}
