export default function DashboardPage() {
  return <div>Dashboard</div>;
}
