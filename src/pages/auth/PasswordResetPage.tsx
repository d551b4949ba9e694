/** Placeholder: replaced by its owner. */
export default function PasswordResetPage() {
  return <div>PasswordResetPage</div>;
}
