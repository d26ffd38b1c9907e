// The landing page (/): what Porchlight does, for the son or daughter deciding. Loaded eagerly,
// so it only uses light components (no Select, Table or modals).
import { SimpleGrid } from '@mantine/core';
import {
  IconBellRinging,
  IconCalendarHeart,
  IconHeartHandshake,
  IconMessageHeart,
  IconMessages,
  IconPhone,
  IconPlant2,
  IconSearch,
  IconShieldLock,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';
import { ClosingCta } from '../components/ClosingCta/ClosingCta.tsx';
import { FeatureCard } from '../components/FeatureCard/FeatureCard.tsx';
import { HowItWorks } from '../components/HowItWorks/HowItWorks.tsx';
import { LandingHero, START_TRIAL_HREF } from '../components/LandingHero/LandingHero.tsx';
import { LandingSection } from '../components/LandingSection/LandingSection.tsx';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { trackEvent } from '../lib/analytics.ts';

interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

/** What the daily calls do, for your parent and for you. */
const CARE_FEATURES: Feature[] = [
  {
    icon: IconPhone,
    title: 'One phone number',
    text: 'No apps, no gadgets, no passwords. Your parent uses the phone they already have, and can call the same number any time.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Caring and respectful',
    text: 'Every call starts by asking whether it is a good time. It is patient, never rushes, and stops calling the moment they say so.',
  },
  {
    icon: IconCalendarHeart,
    title: 'Helps remember',
    text: 'Pills at eight, the dentist on Tuesday: it remembers what they tell it and calls at the right time with a gentle reminder.',
  },
  {
    icon: IconBellRinging,
    title: 'Stay in the loop',
    text: 'You get regular updates on how they are doing, and an immediate message if something seems unusual.',
  },
  {
    icon: IconMessages,
    title: 'Smart AI companion',
    text: 'Warm, easy conversation about whatever they enjoy. It always says that it is an AI, and never pretends to be a person.',
  },
  {
    icon: IconShieldLock,
    title: 'Privacy first',
    text: 'Calls are recorded and transcribed only to keep the family informed. Everything is encrypted, and we never share or sell it.',
  },
];

/** Why your parent might call, any time of day. */
const ANYTIME_FEATURES: Feature[] = [
  {
    icon: IconToolsKitchen2,
    title: 'Recipes',
    text: 'A favorite pot roast or something new, read out slowly, one step at a time, as often as they like.',
  },
  {
    icon: IconPlant2,
    title: 'Gardening',
    text: 'When to plant the tomatoes, what is nibbling the roses, and whether frost is on the way tonight.',
  },
  {
    icon: IconSearch,
    title: 'Easy search',
    text: 'Questions big and small, from the weather this weekend to how to spell a word. Just call and ask.',
  },
  {
    icon: IconMessageHeart,
    title: 'Share your thoughts',
    text: 'A good day, a worry, an old memory: someone kind who listens, and is always glad to hear from them.',
  },
];

export default function LandingPage() {
  const navigate = useFadeNavigate();
  const startTrial = (label: string) => {
    trackEvent('button_click', { category: 'landing', label });
    navigate(START_TRIAL_HREF);
  };

  return (
    <PublicLayout>
      <LandingHero onStartTrial={startTrial} />

      <LandingSection
        id="care-title"
        eyebrow="For your parent, and for you"
        title="Everything a caring call should be"
        lead="Your parent gets a friendly voice on the phone every day. You get peace of mind."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 'md', sm: 'lg' }}>
          {CARE_FEATURES.map((f) => (
            <FeatureCard key={f.title} {...f} />
          ))}
        </SimpleGrid>
      </LandingSection>

      <LandingSection
        id="anytime-title"
        tone="warm"
        eyebrow="Day or night"
        title="And whenever they feel like talking"
        lead="The same number answers any time. Here are a few things people love to call about."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={{ base: 'md', sm: 'lg' }}>
          {ANYTIME_FEATURES.map((f) => (
            <FeatureCard key={f.title} {...f} />
          ))}
        </SimpleGrid>
      </LandingSection>

      <LandingSection id="how-title" eyebrow="How it works" title="Up and running in three steps">
        <HowItWorks />
      </LandingSection>

      <ClosingCta href={START_TRIAL_HREF} onStart={() => startTrial('start_free_trial_closing')} />
    </PublicLayout>
  );
}
