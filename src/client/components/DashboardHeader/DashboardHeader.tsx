import { ActionIcon, Badge, Container, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { ServiceNumber } from '../ServiceNumber/ServiceNumber.tsx';
import classes from './DashboardHeader.module.css';

/** Logout, plan badge, the assistant's number (Call or Copy) and the settings gear. */
export function DashboardHeader({
  servicePhone,
  planBadge,
  onSettings,
}: {
  servicePhone: string;
  planBadge: { label: string; onClick?: () => void };
  onSettings: () => void;
}) {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.brand}>
          <BrandMark />
        </div>
        <div className={classes.plan}>
          <Badge
            size="lg"
            variant="light"
            radius="sm"
            tt="none"
            component={planBadge.onClick ? 'button' : 'span'}
            onClick={planBadge.onClick}
            style={{ cursor: planBadge.onClick ? 'pointer' : 'default' }}
          >
            {planBadge.label}
          </Badge>
          {servicePhone && (
            <div className={classes.service}>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                Porchlight’s number
              </Text>
              <ServiceNumber number={servicePhone} copiedMs={1500} variant="light" size="sm" />
            </div>
          )}
        </div>
        <div className={classes.account}>
          <ActionIcon variant="default" size="lg" radius="md" aria-label="Settings" onClick={onSettings}>
            <IconSettings size={20} />
          </ActionIcon>
          <LogoutButton size="sm" />
        </div>
      </Container>
    </header>
  );
}
