/** /order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout */
import CartConfigureView from './CartConfigureView';

export default function PlanCartConfigurePage() {
  return <CartConfigureView variant="plan" />;
}
