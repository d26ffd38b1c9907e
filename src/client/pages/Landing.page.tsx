// The landing page (/): what Porchlight does, for the family member deciding.
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBellRinging,
  IconBrain,
  IconCalendarHeart,
  IconHeartHandshake,
  IconLock,
  IconMessageHeart,
  IconPhone,
  IconPlant2,
  IconSearch,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { CallMeButton } from '../components/CallMeButton/CallMeButton.tsx';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { trackEvent } from '../lib/analytics.ts';
import { publicConfig } from '../lib/public-config.ts';
import classes from './Landing.module.css';

const FEATURES = [
  {
    icon: IconPhone,
    title: 'One phone number',
    text: 'No apps, no gadgets. Your parent talks to Porchlight on the phone they already have, and can call the same number any time.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Caring and respectful',
    text: 'It always asks first whether it is a good time, speaks slowly and patiently, and stops calling the moment they ask.',
  },
  {
    icon: IconCalendarHeart,
    title: 'Helps remember',
    text: 'Pills, appointments, a grandchild’s visit: it remembers what they said and calls at the right time with a reminder.',
  },
  {
    icon: IconBellRinging,
    title: 'Stay in the loop',
    text: 'Regular updates for you, and an immediate message if something is unusual, like missed check-ins or a change in routine.',
  },
  {
    icon: IconBrain,
    title: 'Smart AI companion',
    text: 'A warm, knowledgeable voice for a daily chat. It is always honest that it is an AI, never a person or a nurse.',
  },
  {
    icon: IconLock,
    title: 'Privacy first',
    text: 'Conversations are encrypted and only used to keep your family informed. We never share or sell personal data.',
  },
  {
    icon: IconToolsKitchen2,
    title: 'Recipes',
    text: 'A favourite soup, a cake for Sunday: step-by-step recipes read out at an easy pace, one step at a time.',
  },
  {
    icon: IconPlant2,
    title: 'Gardening',
    text: 'When to plant the tomatoes, why the roses are yellowing, and what the weather will do this week where they live.',
  },
  {
    icon: IconSearch,
    title: 'Easy search',
    text: 'Any question, any time: what is on TV tonight, how to spell a word, or who won last night’s game.',
  },
  {
    icon: IconMessageHeart,
    title: 'Share your thoughts',
    text: 'Someone to talk to about the day, old memories or worries, who listens and never hurries them off the phone.',
  },
];

const STEPS = [
  {
    title: 'Sign up and add their number',
    text: 'Tell us who to call and how you would like to hear from us. It takes two minutes.',
  },
  {
    title: 'They call Porchlight once',
    text: 'From then on the companion phones them every day at that hour, and always asks if it is a good time.',
  },
  {
    title: 'You hear how they are doing',
    text: 'Updates after calls, and an immediate message if something seems wrong.',
  },
];

export default function LandingPage() {
  const navigate = useFadeNavigate();
  const startTrial = (label: string) => {
    trackEvent('button_click', { category: 'landing', label });
    navigate('/login?from=get-started');
  };

  return (
    <PublicLayout>
      <Box className={classes.hero}>
        <Container size="lg">
          <div className={classes.heroGrid}>
            <Stack gap="lg" className={classes.heroText}>
              <Title order={1} className={classes.headline}>
                A warm voice for your parent, every single day
              </Title>
              <Text fz={{ base: 'lg', sm: 'xl' }} className={classes.lead}>
                Porchlight is a caring AI companion that phones your mom or dad daily, reminds them of pills
                and appointments, keeps them company, and tells you when something seems off.
              </Text>
              <Group gap="md" className={classes.actions}>
                <Button
                  component="a"
                  href="/login?from=get-started"
                  size="lg"
                  onClick={(e) => {
                    e.preventDefault();
                    startTrial('start_free_trial_hero');
                  }}
                  className={classes.primary}
                >
                  Start Free Trial
                </Button>
                <CallMeButton phone={publicConfig.supportPhone} />
              </Group>
              <Text size="sm" c="dimmed">
                14-day free trial with 30 minutes of calls. No credit card needed.
              </Text>
            </Stack>
            <div className={classes.heroArt}>
              <img
                src="/robot-hero.svg"
                alt="A friendly Porchlight robot holding a telephone"
                width={420}
                height={420}
              />
            </div>
          </div>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} ta="center" fz={{ base: 28, sm: 36 }}>
          Everything a caring call should be
        </Title>
        <Text ta="center" c="dimmed" fz="lg" mt="sm" mb={40} maw={640} mx="auto">
          Your parent gets a friend on the phone. You get peace of mind.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card
              key={title}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.feature}
              data-testid="feature-card"
            >
              <ThemeIcon size={48} radius="xl" variant="light" mb="md">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {title}
              </Title>
              <Text size="md" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.howBand}>
        <Container size="lg" py={{ base: 48, sm: 64 }}>
          <Title order={2} ta="center" fz={{ base: 28, sm: 36 }} mb={40}>
            How it works
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {STEPS.map((step, i) => (
              <Stack key={step.title} gap="xs" align="flex-start">
                <ThemeIcon size={44} radius="xl" variant="filled">
                  <Text fw={800} fz="lg">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="xl">
                  {step.title}
                </Title>
                <Text fz="md">{step.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="md" py={{ base: 48, sm: 72 }}>
        <div className={classes.closing}>
          <img src="/robot-wave.svg" alt="A Porchlight robot waving hello" width={220} height={220} />
          <Stack gap="md" className={classes.closingText}>
            <Title order={2} fz={{ base: 26, sm: 32 }}>
              Say hello today
            </Title>
            <Text fz="lg">
              Set up Porchlight for someone you love in a couple of minutes. Cancel anytime.
            </Text>
            <Group>
              <Button
                component="a"
                href="/login?from=get-started"
                size="lg"
                onClick={(e) => {
                  e.preventDefault();
                  startTrial('start_free_trial_footer');
                }}
              >
                Start Free Trial
              </Button>
            </Group>
          </Stack>
        </div>
      </Container>
    </PublicLayout>
  );
}
