import { Activity, Flag, Mail, Mailbox, ScrollText, TicketPercent } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { BouncingSwitchesCard } from './bouncing-switches-card';
import { DeadLettersCard } from './dead-letters-card';
import { OutboxRedriveCard } from './outbox-redrive-card';
import { AddressRestCard } from './address-rest-card';
import { DeliveryBacklogCard } from './delivery-backlog-card';
import { SmsBudgetCard } from './sms-budget-card';
import { DiscountCodesTab } from './discount-codes-tab';
import { EmailTestTab } from './email-test-tab';
import { LogsTab } from './logs-tab';
import { PostalLettersTab } from './postal-letters-tab';
import { ReportsTab } from './reports-tab';
import { MailAuthenticationCard } from './mail-authentication-card';
import { MailOutcomesCard } from './mail-outcomes-card';
import { SystemStatusTab } from './system-status-tab';

const TABS = [
  { value: 'email', icon: Mail },
  { value: 'discounts', icon: TicketPercent },
  { value: 'postal', icon: Mailbox },
  { value: 'reports', icon: Flag },
  { value: 'status', icon: Activity },
  { value: 'logs', icon: ScrollText },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * The admin panel's six tabs, e-mail testing first. Only the open tab is mounted, so the postal queue, the
 * reports, the status and the logs are asked for when their tab opens, never in the background. The open tab is
 * in the address (`?tab=status`), so an alert e-mail links to it and a reload stays on it.
 */
export function AdminPanel() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'email';
  const setTab = (value: Tab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <ContentLayout title={t('title')}>
      <p className="mt-2 max-w-prose text-muted-foreground">{t('intro')}</p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        {/* Two columns on a phone; one row where it fits, wrapping where six do not (a tablet): never sideways. */}
        <TabsList
          aria-label={t('tabs.label')}
          className="grid w-full grid-cols-2 gap-1 sm:flex sm:w-max sm:max-w-full sm:flex-wrap sm:justify-start"
        >
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              // Two to a row on a phone: a long name takes two lines beside its icon rather than pushing it out of sight.
              className="h-auto min-h-10 gap-2 py-1.5 text-center leading-tight whitespace-normal sm:h-9 sm:py-0 sm:whitespace-nowrap"
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="email">
          <EmailTestTab />
        </TabsContent>
        <TabsContent value="discounts">
          <DiscountCodesTab />
        </TabsContent>
        <TabsContent value="postal">
          <PostalLettersTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="status" className="grid gap-6">
          <SystemStatusTab />
          <DeliveryBacklogCard />
          <SmsBudgetCard />
          <MailAuthenticationCard />
          <MailOutcomesCard />
          <DeadLettersCard />
          <OutboxRedriveCard />
          <BouncingSwitchesCard />
          <AddressRestCard />
        </TabsContent>
        <TabsContent value="logs">
          <LogsTab />
        </TabsContent>
      </Tabs>
    </ContentLayout>
  );
}
