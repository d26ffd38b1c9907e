export default function LandingPage() {
  return <div>Landing</div>;
}
