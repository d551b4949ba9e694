/** Placeholder: replaced by its owner. */
export default function LoadingScreen() {
  return <div>LoadingScreen</div>;
}
