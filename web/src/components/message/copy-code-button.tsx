import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';
import { useToast } from '../ui/use-toast';
import { cn } from '../../lib/cn';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';

type CopyCodeButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  code: string;
  /** Show the word next to the icon (the success screen) or the icon alone (list cards). */
  withLabel?: boolean;
};

/** Copies an access code; a check mark replaces the icon for two seconds. */
export function CopyCodeButton({ code, withLabel = false, className, ...props }: CopyCodeButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { copied, copy } = useCopyToClipboard();
  const label = copied ? t('accessCode.copied') : t('accessCode.copy');

  const onCopy = async () => {
    if (!(await copy(code))) toast({ variant: 'destructive', title: t('accessCode.copyError') });
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
        {copied ? t('accessCode.copied') : ''}
      </span>
    </>
  );
}
