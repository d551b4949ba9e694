/** Placeholder: replaced by its owner. */
export default function ServerErrorPage() {
  return <div>ServerErrorPage</div>;
}
