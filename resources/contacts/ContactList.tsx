/** Placeholder: replaced by its owner. */
export default function ContactList() {
  return <div>ContactList</div>;
}
