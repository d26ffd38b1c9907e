export default function PrivacyPage() {
  return <div>Privacy</div>;
}
