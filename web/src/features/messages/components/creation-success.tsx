import { CircleCheck, Home, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { CopyCodeButton } from '../../../components/message/copy-code-button';

type CreationSuccessProps = {
  accessCode: string;
  recipient: string;
  onWriteAnother: () => void;
};

/** The last screen: the access code to keep (a paid delivery reaches it once the payment is done). */
export function CreationSuccess({ accessCode, recipient, onWriteAnother }: CreationSuccessProps) {
  const { t } = useMessagesTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the news takes the focus, so a screen reader reads it at once.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section aria-labelledby="success-title" className="grid gap-6 py-4 text-center sm:py-8">
      <span
        aria-hidden
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success-strong"
      >
        <CircleCheck className="size-7" />
      </span>
      <div className="grid gap-2">
        <h1
          id="success-title"
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-balance outline-none"
        >
          {t('success.title')}
        </h1>
        <p className="mx-auto max-w-prose text-muted-foreground">{t('success.text', { recipient })}</p>
      </div>

      <div className="mx-auto grid w-full max-w-md gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
        <p id="access-code-label" className="text-sm font-medium text-muted-foreground">
          {t('code.label')}
        </p>
        <p
          aria-labelledby="access-code-label"
          className="font-mono text-xl font-semibold tracking-wider break-all text-foreground sm:text-2xl"
          data-testid="access-code"
        >
          {accessCode}
        </p>
        <CopyCodeButton code={accessCode} withLabel className="justify-self-center" />
        <p className="text-sm text-muted-foreground">{t('success.codeNote')}</p>
      </div>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden />
            {t('success.backHome')}
          </Link>
        </Button>
        <Button variant="outline" onClick={onWriteAnother}>
          <PenLine aria-hidden />
          {t('success.writeAnother')}
        </Button>
      </div>
    </section>
  );
}
