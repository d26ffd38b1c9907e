// The dashboard's plan banner: the Starter trial (minutes and days left, the plans button,
// urgent in the last 7 days) or a paid plan (ready to call). Both show the assistant's number
// to call or copy, or an 'Add Phone Number' step when no loved one is registered yet.
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconClock, IconPhonePlus, IconSparkles, IconSunHigh } from '@tabler/icons-react';
import { formatPhoneDisplay } from '../../../shared/phone/index.ts';
import { ServiceNumber } from '../ServiceNumber/ServiceNumber.tsx';
import classes from './PlanBanner.module.css';
import { paidBannerTitle, starterBannerText, trialDaysLabel } from './plan-banner.ts';

interface Common {
  servicePhone: string;
  hasPhoneNumbers: boolean;
  onAddPhoneNumber: () => void;
  onDismiss: () => void;
}

function NumberStep({ servicePhone, hasPhoneNumbers, onAddPhoneNumber }: Omit<Common, 'onDismiss'>) {
  if (!hasPhoneNumbers) {
    return (
      <Button
        size="md"
        variant="white"
        color="dark"
        leftSection={<IconPhonePlus size={20} />}
        onClick={onAddPhoneNumber}
      >
        Add Phone Number
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Text fw={700} fz="lg" className={classes.number}>
        {formatPhoneDisplay(servicePhone)}
      </Text>
      <ServiceNumber
        number={servicePhone}
        copiedMs={2000}
        callLabel="Call Number"
        copyLabel="Copy Number"
        variant="white"
        color="dark"
        size="md"
      />
    </Group>
  );
}

/** The banner's frame: tinted card, Dismiss button, icon and title, then the body. */
function BannerFrame(props: {
  tone: 'trial' | 'urgent' | 'paid';
  title: string;
  icon: ReactNode;
  iconColor: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={`${classes.banner} ${classes[props.tone]}`}
      role="region"
      aria-label={props.title}
      data-testid="plan-banner"
      data-urgent={props.tone === 'urgent' || undefined}
    >
      <CloseButton
        className={classes.close}
        size="lg"
        aria-label="Dismiss"
        onClick={props.onDismiss}
        variant="transparent"
      />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" pr={40}>
          <ThemeIcon size={44} radius="xl" variant="white" color={props.iconColor}>
            {props.icon}
          </ThemeIcon>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {props.title}
          </Title>
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function StarterBanner(
  props: Common & { minutesLeft: number; validUntil: Date; onSelectPlan: () => void; now?: Date },
) {
  const days = trialDaysLabel(props.validUntil, props.now);
  const text = starterBannerText({ daysLeft: days.days, hasPhoneNumbers: props.hasPhoneNumbers });
  return (
    <BannerFrame
      tone={text.urgent ? 'urgent' : 'trial'}
      title={text.title}
      icon={text.urgent ? <IconAlertTriangle size={24} /> : <IconSparkles size={24} />}
      iconColor={text.urgent ? 'red' : 'porch'}
      onDismiss={props.onDismiss}
    >
      <Group gap="sm">
        <Badge
          size="xl"
          radius="md"
          variant="white"
          color="dark"
          tt="none"
          leftSection={<IconClock size={18} />}
        >
          {props.minutesLeft} {props.minutesLeft === 1 ? 'minute' : 'minutes'} left
        </Badge>
        <Badge
          size="xl"
          radius="md"
          variant="white"
          color={text.urgent ? 'red.8' : 'dark'}
          tt="none"
          leftSection={<IconSunHigh size={18} />}
        >
          {days.label}
        </Badge>
      </Group>
      <Text fz="md" className={classes.body}>
        {props.hasPhoneNumbers
          ? 'Your loved one can call Porchlight any time, and we will call them every day.'
          : 'Add your loved one’s phone number so Porchlight can start calling.'}
      </Text>
      <Group gap="md" wrap="wrap" align="center">
        <Button size="md" color={text.urgent ? 'red.8' : 'dark'} onClick={props.onSelectPlan}>
          {text.action}
        </Button>
        <NumberStep {...props} />
      </Group>
    </BannerFrame>
  );
}

export function PaidBanner(props: Common & { planName: string }) {
  const title = paidBannerTitle(props.hasPhoneNumbers);
  return (
    <BannerFrame
      tone="paid"
      title={title}
      icon={<IconSparkles size={24} />}
      iconColor="teal"
      onDismiss={props.onDismiss}
    >
      <Text fz="md" className={classes.body}>
        {props.hasPhoneNumbers
          ? `Your ${props.planName} plan is active. Your loved one can call this number any time:`
          : `Your ${props.planName} plan is active. Add your loved one’s phone number so Porchlight can start calling.`}
      </Text>
      <NumberStep {...props} />
    </BannerFrame>
  );
}
