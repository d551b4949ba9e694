/** Placeholder: replaced by its owner. */
export default function ProfileEdit() {
  return <div>ProfileEdit</div>;
}
