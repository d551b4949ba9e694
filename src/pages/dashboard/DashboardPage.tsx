/** Placeholder: replaced by its owner. */
export default function DashboardPage() {
  return <div>Dashboard</div>;
}
