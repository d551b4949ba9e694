/** Placeholder: replaced by its owner. */
export default function LoginPage() {
  return <div>LoginPage</div>;
}
