import { Ban, CircleAlert, MailCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkPageCard } from '../../components/layouts/link-page-card';
import { NarrowLayout } from '../../components/layouts/narrow-layout';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import {
  useChangeRecipientChoices,
  useRecipientChoices,
  type ChoiceChange,
  type RecipientChoices,
} from '../../features/recipient-choices/api/recipient-choices';
import { useLinkToken } from '../../hooks/use-link-token';
import { ApiError, serverMessage } from '../../lib/api-client';

/**
 * `/recipient/choices#token=`: linked from every delivery e-mail. Its recipient refuses (or accepts again) the
 * sender's messages and anonymous ones. Loading it changes nothing (mail scanners open links); each button
 * POSTs. No session: the link reached the recipient's address, which is the proof.
 */
export function RecipientChoicesRoute() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const choices = useRecipientChoices(token);

  const status = choices.error instanceof ApiError ? choices.error.status : null;
  if (token === null || (status !== null && status >= 400 && status < 500 && status !== 429)) {
    return (
      <LinkPageCard
        icon={CircleAlert}
        title={t('recipientChoices.invalidTitle')}
        text={serverMessage(choices.error) ?? t('recipientChoices.invalidText')}
      />
    );
  }
  if (choices.isPending) {
    return (
      <NarrowLayout>
        <Spinner label={t('common.loading')} />
      </NarrowLayout>
    );
  }
  if (choices.isError) {
    return (
      <LinkPageCard
        icon={CircleAlert}
        title={t('recipientChoices.errorTitle')}
        text={t('recipientChoices.errorText')}
      >
        <Button variant="outline" onClick={() => void choices.refetch()}>
          <RotateCcw aria-hidden />
          {t('recipientChoices.retry')}
        </Button>
      </LinkPageCard>
    );
  }
  return <Choices token={token} choices={choices.data} />;
}

function Choices({ token, choices }: { token: string; choices: RecipientChoices }) {
  const { t } = useTranslation();
  const change = useChangeRecipientChoices(token);
  const sender = choices.isAnonymous ? t('recipientChoices.someone') : choices.senderName;
  const save = (next: ChoiceChange) => change.mutate(next);

  return (
    <LinkPageCard
      icon={MailCheck}
      title={t('recipientChoices.title')}
      text={
        choices.isAnonymous
          ? t('recipientChoices.textAnonymous')
          : t('recipientChoices.text', { sender: choices.senderName })
      }
    >
      <Choice
        title={t('recipientChoices.fromSender', { sender })}
        refused={choices.refusesSender}
        refuseLabel={t('recipientChoices.refuseSender', { sender })}
        pending={change.isPending}
        onChange={(refuse) => save({ refuseSender: refuse })}
      />
      <Choice
        title={t('recipientChoices.anonymous')}
        refused={choices.refusesAnonymous}
        refuseLabel={t('recipientChoices.refuseAnonymous')}
        pending={change.isPending}
        onChange={(refuse) => save({ refuseAnonymous: refuse })}
      />
      {change.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <span className="font-medium">{t('recipientChoices.saveError')}. </span>
          {serverMessage(change.error) ?? t('recipientChoices.errorText')}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('recipientChoices.note')}</p>
    </LinkPageCard>
  );
}

function Choice(props: {
  title: string;
  refused: boolean;
  refuseLabel: string;
  pending: boolean;
  onChange: (refuse: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3 rounded-lg border border-border bg-card p-4" aria-label={props.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">{props.title}</h2>
        <Badge variant={props.refused ? 'destructive' : 'success'}>
          {props.refused ? t('recipientChoices.refused') : t('recipientChoices.accepted')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {props.refused ? t('recipientChoices.refusedText') : t('recipientChoices.acceptedText')}
      </p>
      {props.refused ? (
        <Button variant="outline" disabled={props.pending} onClick={() => props.onChange(false)}>
          {t('recipientChoices.acceptAgain')}
        </Button>
      ) : (
        <Button variant="destructive" disabled={props.pending} onClick={() => props.onChange(true)}>
          <Ban aria-hidden />
          {props.refuseLabel}
        </Button>
      )}
    </section>
  );
}
