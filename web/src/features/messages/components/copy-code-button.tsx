import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

type CopyCodeButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  code: string;
  /** Show the word next to the icon (the success screen) or the icon alone (list cards). */
  withLabel?: boolean;
};

/** Copies an access code; a check mark replaces the icon for two seconds. */
export function CopyCodeButton({ code, withLabel = false, className, ...props }: CopyCodeButtonProps) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const { copied, copy } = useCopyToClipboard();
  const label = copied ? t('code.copied') : t('code.copy');

  const onCopy = async () => {
    if (!(await copy(code))) toast({ variant: 'destructive', title: t('code.copyError') });
  };

  return (
    <>
      <Button
        variant="outline"
        size={withLabel ? 'default' : 'icon'}
        onClick={() => void onCopy()}
        aria-label={withLabel ? undefined : label}
        className={cn(copied && 'border-success-border text-success-strong', className)}
        {...props}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {withLabel ? label : null}
      </Button>
      {/* Announced by screen readers, which do not notice the icon changing. */}
      <span aria-live="polite" className="sr-only">
        {copied ? t('code.copied') : ''}
      </span>
    </>
  );
}
