/** Placeholder: replaced by its owner. */
export default function ApiSettingsPage() {
  return <div>ApiSettingsPage</div>;
}
