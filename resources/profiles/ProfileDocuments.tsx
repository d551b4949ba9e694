/** Placeholder: replaced by its owner. */
export default function ProfileDocuments() {
  return <div>ProfileDocuments</div>;
}
