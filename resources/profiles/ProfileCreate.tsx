/** Placeholder: replaced by its owner. */
export default function ProfileCreate() {
  return <div>ProfileCreate</div>;
}
