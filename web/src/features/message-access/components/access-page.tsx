import { TYPED_CODE_MAX_LENGTH } from '@app/proto/rules/security-levels';
import { KeyRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NarrowLayout } from '../../../components/layouts/narrow-layout';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { accessErrorDetails } from '../api/access-error';
import { accessQueryKey, accessQueryOptions } from '../api/access-message';
import { useAccessTranslation } from '../hooks/use-access-translation';

/** The code the way the server writes it (XXXX-XXXX-XXXX-XXXX) when it has the length of one. */
function formattedCode(code: string): string {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 16 ? (compact.match(/.{4}/g) ?? [compact]).join('-') : code.trim();
}

/**
 * `/message/access`: one field for the code. `#code=` (links in e-mails) or `?code=` (the landing page's
 * form) fills it and submits once. A known code opens the message view under its formatted code.
 */
export function AccessPage() {
  const { t } = useAccessTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  // E-mail links carry the code in the fragment (never sent to a server); the landing page's form in the query.
  const initialCode =
    (new URLSearchParams(hash.slice(1)).get('code') ?? searchParams.get('code'))?.trim() ?? '';
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const autoSubmitted = useRef(false);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') {
      setError(t('page.codeRequired'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      // Asked afresh on every submit; the view then reads this answer instead of asking again.
      const access = await queryClient.fetchQuery({ ...accessQueryOptions(trimmed), staleTime: 0 });
      queryClient.setQueryData(accessQueryKey(access.accessCode), access);
      await navigate(paths.messageView.getHref(access.accessCode));
    } catch (failure) {
      if (accessErrorDetails(failure).status === 403) {
        // Not delivered yet: the view's error card (from the same lookup) says when it will be, better
        // than a passing toast.
        await navigate(paths.messageView.getHref(formattedCode(trimmed)));
        return;
      }
      setPending(false);
      toast({
        variant: 'destructive',
        title: t('page.errorTitle'),
        description: serverMessage(failure) ?? t('page.errorFallback'),
      });
      inputRef.current?.focus();
    }
  };

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (autoSubmitted.current || initialCode === '') return;
    autoSubmitted.current = true;
    void submit(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the code the page was opened with
  }, [initialCode]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void submit(code);
  };

  return (
    <NarrowLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1">{t('page.title')}</CardTitle>
          <CardDescription className="text-base">{t('page.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={pending}>
            <div className="grid gap-2">
              <FormField
                ref={inputRef}
                id={id}
                name="code"
                label={t('page.codeLabel')}
                error={error}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  if (error) setError(undefined);
                }}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                // The server reads no more than this; a real code is 19 characters.
                maxLength={TYPED_CODE_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                className="[&_input]:font-mono [&_input]:tracking-wider"
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              {error ? null : (
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {t('page.codeHint')}
                </p>
              )}
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? <Spinner className="text-current" /> : <KeyRound aria-hidden />}
              {pending ? t('page.checking') : t('page.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </NarrowLayout>
  );
}
