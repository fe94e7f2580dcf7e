import { toLocalInputValue } from '../../../lib/local-date-input';
import { getsDatedCheckIns, LIFE_PROOF_CADENCES, type LifeProofCadence } from '@app/proto/rules/life-proof';
import { DELIVERY_PRICE_CENTS } from '@app/proto/rules/prices';
import {
  MAX_ATTEMPTS,
  QUESTION_LIMITS,
  SECURITY_LEVELS,
  type SecurityLevel,
} from '@app/proto/rules/security-levels';
import {
  CalendarClock,
  HeartPulse,
  Mail,
  MapPinCheck,
  Send,
  Shield,
  ShieldAlert,
  ShieldCheck,
  ShieldQuestion,
} from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { FormField } from '../../../components/ui/form-field';
import { useMoney } from '../../../hooks/use-money';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import {
  changeSecurityLevel,
  chooseDeliveryType,
  type DeliveryType,
  type MessageDraft,
  type Schedule,
} from '../utils/message-draft';
import { ChoiceCardGroup } from './choice-card-group';
import { PostalAddressFields } from './postal-address-fields';
import { SecurityQuestionsEditor } from './security-questions-editor';
import { TrustedContactFields } from './trusted-contact-fields';

type DeliveryStepProps = {
  draft: MessageDraft;
  setDraft: (update: (draft: MessageDraft) => MessageDraft) => void;
  /** Inline texts by field id, once the person tried to go on. */
  errors: Record<string, string | undefined>;
  freeDeliveries: number;
  now: Date;
};

const levelIcons = { none: Shield, basic: ShieldQuestion, intermediate: ShieldCheck, strict: ShieldAlert };
const scheduleIcons = { date: CalendarClock, now: Send, life_proof: HeartPulse };

/** Step 3: how and when it is delivered, and what the recipient must answer to open it. */
export function DeliveryStep({ draft, setDraft, errors, freeDeliveries, now }: DeliveryStepProps) {
  const { t } = useMessagesTranslation();
  // A date more than 6 months ahead brings monthly check-ins (the scheduler's rule): the sender hears it here.
  const chosenDate = draft.schedule === 'date' && draft.deliveryDate ? new Date(draft.deliveryDate) : null;
  const datedCheckIns =
    chosenDate !== null && !Number.isNaN(chosenDate.getTime()) && getsDatedCheckIns(chosenDate, now);
  const money = useMoney();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // What each choice costs, beside its name: a free delivery when one is left, else the price.
  const priceBadge = (cents: number) => (
    <Badge variant="outline" className="tabular-nums">
      {money(cents)}
    </Badge>
  );

  const deliveryChoices = [
    {
      value: 'EMAIL' as const,
      label: t('delivery.email'),
      description: t('delivery.emailText'),
      icon: Mail,
      aside:
        freeDeliveries > 0 ? (
          <Badge variant="success">{t('delivery.freeBadge')}</Badge>
        ) : (
          priceBadge(DELIVERY_PRICE_CENTS.email)
        ),
    },
    {
      value: 'POSTAL' as const,
      label: t('delivery.postal'),
      description: t('delivery.postalText'),
      icon: MapPinCheck,
      aside: priceBadge(DELIVERY_PRICE_CENTS.postal),
    },
  ];
  const scheduleChoices = (['date', 'now', 'life_proof'] as const).map((schedule) => ({
    value: schedule,
    label: t(`delivery.schedules.${schedule}.label`),
    description: t(`delivery.schedules.${schedule}.text`),
    icon: scheduleIcons[schedule],
  }));
  const cadenceChoices = LIFE_PROOF_CADENCES.map((cadence) => ({
    value: cadence,
    label: t(`delivery.cadences.${cadence}.label`),
    description: t(`delivery.cadences.${cadence}.text`),
    icon: CalendarClock,
  }));
  const levelChoices = SECURITY_LEVELS.map((level) => ({
    value: level,
    label: t(`security.levels.${level}.label`),
    description: t(`security.levels.${level}.text`, {
      count: MAX_ATTEMPTS[level] ?? 0,
      max: QUESTION_LIMITS.basic.max,
    }),
    icon: levelIcons[level],
  }));

  return (
    <div className="grid gap-8">
      <section aria-labelledby="delivery-title" className="grid gap-5">
        <h3 id="delivery-title" className="text-lg font-semibold">
          {t('delivery.title')}
        </h3>
        <ChoiceCardGroup<DeliveryType>
          legend={t('delivery.typeLegend')}
          name="deliveryType"
          value={draft.deliveryType}
          onChange={(deliveryType) => setDraft((current) => chooseDeliveryType(current, deliveryType))}
          choices={deliveryChoices}
        />
        {draft.deliveryType === 'POSTAL' ? (
          <>
            <Alert variant="warning">
              <MapPinCheck aria-hidden />
              <AlertTitle>{t('delivery.postalNoticeTitle')}</AlertTitle>
              <AlertDescription>{t('delivery.postalNoticeText')}</AlertDescription>
            </Alert>
            <PostalAddressFields
              address={draft.postalAddress}
              errors={errors}
              onChange={(postalAddress) => setDraft((current) => ({ ...current, postalAddress }))}
            />
          </>
        ) : (
          <FormField
            id="field-recipientEmail"
            label={t('delivery.recipientEmail')}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('delivery.recipientEmailPlaceholder')}
            value={draft.recipientEmail}
            maxLength={254}
            error={errors['field-recipientEmail']}
            onChange={(event) => setDraft((current) => ({ ...current, recipientEmail: event.target.value }))}
          />
        )}

        <ChoiceCardGroup<Schedule>
          legend={t('delivery.scheduleLegend')}
          name="schedule"
          value={draft.schedule}
          onChange={(schedule) => setDraft((current) => ({ ...current, schedule }))}
          choices={scheduleChoices}
          columns={3}
        />
        {draft.schedule === 'date' ? (
          <FormField
            id="field-deliveryDate"
            label={t('delivery.date')}
            type="datetime-local"
            value={draft.deliveryDate}
            min={toLocalInputValue(now)}
            required
            error={errors['field-deliveryDate']}
            // FormField links its error; the time-zone note is linked beside it.
            aria-describedby={
              errors['field-deliveryDate']
                ? 'field-deliveryDate-error delivery-date-zone'
                : 'delivery-date-zone'
            }
            onChange={(event) => setDraft((current) => ({ ...current, deliveryDate: event.target.value }))}
            className="max-w-xs"
          />
        ) : null}
        {draft.schedule === 'date' ? (
          <p id="delivery-date-zone" className="-mt-3 text-sm text-muted-foreground">
            {t('delivery.timeZone', { zone: timeZone })}
          </p>
        ) : null}
        {datedCheckIns ? (
          <Alert>
            <HeartPulse aria-hidden />
            <AlertTitle>{t('delivery.datedCheckInsTitle')}</AlertTitle>
            <AlertDescription>{t('delivery.datedCheckInsText')}</AlertDescription>
          </Alert>
        ) : null}
        {draft.schedule === 'life_proof' ? (
          <>
            <ChoiceCardGroup<LifeProofCadence>
              legend={t('delivery.cadenceLegend')}
              name="lifeProofCadence"
              value={draft.lifeProofCadence}
              onChange={(lifeProofCadence) => setDraft((current) => ({ ...current, lifeProofCadence }))}
              choices={cadenceChoices}
              columns={3}
            />
            <Alert>
              <HeartPulse aria-hidden />
              <AlertTitle>{t('delivery.lifeProofTitle')}</AlertTitle>
              <AlertDescription>
                <p>{t(`delivery.lifeProofAsk.${draft.lifeProofCadence}`)}</p>
                <p>{t('delivery.lifeProofAutomatic')}</p>
              </AlertDescription>
            </Alert>
            <div className="grid gap-2">
              <FormField
                id="field-deliverNotBefore"
                label={t('delivery.deliverNotBefore')}
                type="datetime-local"
                value={draft.deliverNotBefore}
                min={toLocalInputValue(now)}
                error={errors['field-deliverNotBefore']}
                aria-describedby={
                  errors['field-deliverNotBefore']
                    ? 'field-deliverNotBefore-error deliver-not-before-hint'
                    : 'deliver-not-before-hint'
                }
                onChange={(event) =>
                  setDraft((current) => ({ ...current, deliverNotBefore: event.target.value }))
                }
                className="max-w-md"
              />
              <p id="deliver-not-before-hint" className="text-sm text-muted-foreground">
                {t('delivery.deliverNotBeforeHint')} {t('delivery.timeZone', { zone: timeZone })}
              </p>
            </div>
            <TrustedContactFields
              name={draft.trustedContactName}
              email={draft.trustedContactEmail}
              errors={errors}
              onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
            />
          </>
        ) : null}
      </section>

      <section aria-labelledby="security-title" className="grid gap-5">
        <h3 id="security-title" className="text-lg font-semibold">
          {t('security.title')}
        </h3>
        <ChoiceCardGroup<SecurityLevel>
          legend={t('security.legend')}
          name="securityLevel"
          value={draft.securityLevel}
          onChange={(level) => setDraft((current) => changeSecurityLevel(current, level))}
          choices={levelChoices}
        />
        {errors.questions ? <p className="text-sm text-destructive">{errors.questions}</p> : null}
        {QUESTION_LIMITS[draft.securityLevel].max > 0 ? (
          <SecurityQuestionsEditor draft={draft} setDraft={setDraft} errors={errors} />
        ) : null}
      </section>
    </div>
  );
}
