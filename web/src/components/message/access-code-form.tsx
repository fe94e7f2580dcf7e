import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { useToast } from '../ui/use-toast';
import { cn } from '../../lib/cn';

type AccessCodeFormProps = {
  /** Where a typed code leads: the landing page and home send it to different screens. */
  getHref: (code: string) => string;
  className?: string;
};

/** One field for the access code a recipient was given. The server reads the code however it is typed. */
export function AccessCodeForm({ getHref, className }: AccessCodeFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      toast({
        variant: 'destructive',
        title: t('accessCode.requiredTitle'),
        description: t('accessCode.requiredText'),
      });
      return;
    }
    void navigate(getHref(trimmed));
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{t('accessCode.label')}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono tracking-wider sm:flex-1"
        />
        <Button type="submit">
          <KeyRound aria-hidden />
          {t('accessCode.submit')}
        </Button>
      </div>
    </form>
  );
}
