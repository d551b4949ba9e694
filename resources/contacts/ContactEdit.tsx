/** Placeholder: replaced by its owner. */
export default function ContactEdit() {
  return <div>ContactEdit</div>;
}
