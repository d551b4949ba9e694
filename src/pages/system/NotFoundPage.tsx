/** Placeholder: replaced by its owner. */
export default function NotFoundPage() {
  return <div>NotFoundPage</div>;
}
