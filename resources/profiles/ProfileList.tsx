/** Placeholder: replaced by its owner. */
export default function ProfileList() {
  return <div>ProfileList</div>;
}
