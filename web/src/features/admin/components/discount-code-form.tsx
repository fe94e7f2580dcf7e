import { DISCOUNT_CODE_LENGTH, DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import { Plus, Shuffle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useCreateDiscountCode } from '../api/discount-codes';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import {
  CODE_MAX_LENGTH,
  DEFAULT_PERCENTAGE,
  discountFormToInput,
  generateDiscountCode,
  type DiscountForm,
} from '../utils/discount-form';

const emptyForm: DiscountForm = { code: '', percentage: DEFAULT_PERCENTAGE, maxUses: '', validDays: '' };

/** The create form: code (typed or generated), percentage, and the optional limits. */
export function DiscountCodeForm() {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const create = useCreateDiscountCode();
  const [form, setForm] = useState<DiscountForm>(emptyForm);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const set = (field: keyof DiscountForm) => (value: string) => {
    if (field === 'code') setCodeInvalid(false);
    setForm((f) => ({ ...f, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = discountFormToInput(form, new Date());
    if (!result.ok && result.problem === 'invalidCode') {
      setCodeInvalid(true);
      document.getElementById('discount-code')?.focus();
      return;
    }
    if (!result.ok) {
      toast(
        result.problem === 'incomplete'
          ? {
              variant: 'destructive',
              title: t('discounts.toast.incomplete'),
              description: t('discounts.toast.incompleteText'),
            }
          : {
              variant: 'destructive',
              title: t('discounts.toast.invalidPercent'),
              description: t('discounts.toast.invalidPercentText', {
                min: DISCOUNT_PERCENT_MIN,
                max: DISCOUNT_PERCENT_MAX,
              }),
            },
      );
      return;
    }
    create.mutate(result.input, {
      onSuccess: (created) => {
        toast({ title: t('discounts.toast.created'), description: created.code });
        setForm(emptyForm);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('discounts.toast.createError'),
          ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
        }),
    });
  };

  const numberField = (id: string, field: 'maxUses' | 'validDays', label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={form[field]}
        aria-describedby="discount-optional-hint"
        onChange={(event) => set(field)(event.target.value.replace(/\D/g, '').slice(0, 9))}
      />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('discounts.createTitle')}</CardTitle>
        <CardDescription>{t('discounts.createDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="discount-code">{t('discounts.code')}</Label>
            <div className="flex gap-2">
              <Input
                id="discount-code"
                value={form.code}
                maxLength={CODE_MAX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={
                  codeInvalid ? 'discount-code-error discount-code-hint' : 'discount-code-hint'
                }
                aria-invalid={codeInvalid ? true : undefined}
                className="font-mono tracking-wider uppercase"
                onChange={(event) => set('code')(event.target.value)}
              />
              <Button
                variant="outline"
                aria-label={t('discounts.generateLabel')}
                onClick={() => set('code')(generateDiscountCode())}
              >
                <Shuffle aria-hidden />
                <span className="hidden sm:inline">{t('discounts.generate')}</span>
              </Button>
            </div>
            {codeInvalid ? (
              <p id="discount-code-error" className="text-sm text-destructive">
                {t('discounts.codeInvalid', { min: DISCOUNT_CODE_LENGTH.min, max: CODE_MAX_LENGTH })}
              </p>
            ) : null}
            <p id="discount-code-hint" className="text-sm text-muted-foreground">
              {t('discounts.codeHint', { min: DISCOUNT_CODE_LENGTH.min, max: CODE_MAX_LENGTH })}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="discount-percentage">{t('discounts.percentage')}</Label>
            <Input
              id="discount-percentage"
              inputMode="numeric"
              value={form.percentage}
              className="max-w-32"
              onChange={(event) => set('percentage')(event.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField('discount-max-uses', 'maxUses', t('discounts.maxUses'))}
            {numberField('discount-valid-days', 'validDays', t('discounts.validDays'))}
            <p id="discount-optional-hint" className="text-sm text-muted-foreground sm:col-span-2">
              {t('discounts.optional')}
            </p>
          </div>
          <div>
            <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
              <Plus aria-hidden />
              {create.isPending ? t('discounts.creating') : t('discounts.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
