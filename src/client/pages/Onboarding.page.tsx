export default function OnboardingPage() {
  return <div>Onboarding</div>;
}
