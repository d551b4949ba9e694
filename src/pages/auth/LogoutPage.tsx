/** Placeholder: replaced by its owner. */
export default function LogoutPage() {
  return <div>LogoutPage</div>;
}
