import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendSmsBudgetAlert, type SmsBudgetAlertDeps } from '../domain/send-sms-budget-alert.ts';

/** auth.sms_budget.warned → the admins' alert e-mail. */
export function consumeSmsBudgetWarnings(deps: SmsBudgetAlertDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'admin-alerts',
    producer: 'auth',
    types: ['auth.sms_budget.warned'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.sms_budget.warned') return;
      await sendSmsBudgetAlert(deps, { eventId: event.id, ...event.payload }, eventLogger);
    },
  });
}
