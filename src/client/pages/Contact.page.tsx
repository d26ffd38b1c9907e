export default function ContactPage() {
  return <div>Contact</div>;
}
