export default function TermsPage() {
  return <div>Terms</div>;
}
