/** Placeholder: replaced by its owner. */
export default function PasswordChangePage() {
  return <div>PasswordChangePage</div>;
}
