import { Paper, Stack, Table, Text } from '@mantine/core';
import { Section, StaticPage } from '../components/StaticPage/StaticPage.tsx';

const COOKIES = [
  {
    name: 'porchlight_session',
    purpose: 'Keeps you signed in. HttpOnly: scripts cannot read it.',
    lifetime: '7 days',
  },
  {
    name: 'Anti-forgery token',
    purpose: 'Protects your account from requests other websites try to send.',
    lifetime: 'Session',
  },
  { name: 'Language preference', purpose: 'Remembers the language you chose.', lifetime: '30 days' },
  {
    name: 'porchlight_admin',
    purpose: 'Administrators only: keeps the admin panel signed in.',
    lifetime: '4 hours',
  },
  {
    name: 'Analytics (_ga)',
    purpose: 'Counts visits so we can improve the site. Only when analytics is enabled.',
    lifetime: '13 months',
  },
  {
    name: 'Support chat',
    purpose: 'Keeps a support conversation open between pages.',
    lifetime: '13 months',
  },
  { name: 'Advertising', purpose: 'Measures whether our advertisements work.', lifetime: '7 days' },
];

export default function CookiesPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      intro="Cookies are small files a website keeps in your browser. Porchlight uses as few as it can."
    >
      <Section title="The cookies we use">
        <Stack gap="sm" hiddenFrom="sm">
          {COOKIES.map((c) => (
            <Paper key={c.name} withBorder radius="md" p="md">
              <Text fw={700}>{c.name}</Text>
              <Text>{c.purpose}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                Kept for: {c.lifetime}
              </Text>
            </Paper>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={520} visibleFrom="sm">
          <Table striped withTableBorder verticalSpacing="sm" fz="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cookie</Table.Th>
                <Table.Th>What it is for</Table.Th>
                <Table.Th>How long</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COOKIES.map((c) => (
                <Table.Tr key={c.name}>
                  <Table.Td fw={600}>{c.name}</Table.Td>
                  <Table.Td>{c.purpose}</Table.Td>
                  <Table.Td>{c.lifetime}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      <Section title="Your choices">
        <Text>
          The session cookie is needed to sign in. You can block or delete the others in your browser settings
          without losing anything that matters.
        </Text>
      </Section>
    </StaticPage>
  );
}
