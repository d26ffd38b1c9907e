export default function CookiesPage() {
  return <div>Cookies</div>;
}
