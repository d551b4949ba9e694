/** Placeholder: replaced by its owner. */
export default function ContactCreate() {
  return <div>ContactCreate</div>;
}
