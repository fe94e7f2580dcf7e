import { Check, Copy, RotateCcw, TicketPercent, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import {
  useDeleteDiscountCode,
  useDiscountCodes,
  useSetDiscountCodeActive,
  type DiscountCode,
} from '../api/discount-codes';
import { useAdminTranslation } from '../hooks/use-admin-translation';

/** One code; `now` decides whether its expiry has passed. */
function DiscountCodeRow({ code, now }: { code: DiscountCode; now: number }) {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const toggle = useSetDiscountCodeActive();
  const remove = useDeleteDiscountCode();
  const { copied, copy } = useCopyToClipboard();
  const switchId = useId();
  const failure = (title: string) => (error: Error) =>
    toast({
      variant: 'destructive',
      title,
      ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
    });

  const onToggle = (active: boolean) =>
    toggle.mutate(
      { id: code.id, active },
      {
        onSuccess: (changed) =>
          toast({
            title: changed.active ? t('discounts.toast.activated') : t('discounts.toast.deactivated'),
            description: changed.code,
          }),
        onError: failure(t('discounts.toast.updateError')),
      },
    );
  const onDelete = () =>
    remove.mutate(code.id, {
      onSuccess: () => toast({ title: t('discounts.toast.deleted'), description: code.code }),
      onError: failure(t('discounts.toast.deleteError')),
    });
  const onCopy = async () =>
    toast(
      (await copy(code.code))
        ? { title: t('discounts.toast.copied'), description: code.code }
        : { variant: 'destructive', title: t('discounts.toast.copyError') },
    );

  const expired = code.validUntil !== null && Date.parse(code.validUntil) < now;
  const uses =
    code.maxUses === null
      ? t('discounts.usesUnlimited', { count: code.currentUses })
      : t('discounts.uses', { current: code.currentUses, count: code.maxUses });
  const validity =
    code.validUntil === null
      ? t('discounts.noExpiry')
      : t(expired ? 'discounts.expired' : 'discounts.expires', { date: formatDate(code.validUntil) });

  return (
    <li
      aria-labelledby={`${switchId}-code`}
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center',
        !code.active && 'bg-muted/40',
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span id={`${switchId}-code`} className="font-mono text-lg font-semibold tracking-wider break-all">
            {code.code}
          </span>
          <Badge variant="soft">{t('discounts.off', { percentage: code.percentage })}</Badge>
          {expired ? <Badge variant="outline">{validity}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {uses} · {validity}
        </p>
      </div>
      <div className="flex items-center gap-2 sm:justify-end">
        <div className="mr-auto flex items-center gap-2 sm:mr-2">
          <Switch
            id={switchId}
            checked={code.active}
            disabled={toggle.isPending}
            aria-label={t('discounts.toggle', { code: code.code })}
            onCheckedChange={onToggle}
          />
          <Label htmlFor={switchId} className="text-sm font-normal text-muted-foreground">
            {code.active ? t('discounts.active') : t('discounts.inactive')}
          </Label>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('discounts.copy', { code: code.code })}
          className={cn(copied && 'border-success-border text-success-strong')}
          onClick={() => void onCopy()}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="icon"
              disabled={remove.isPending}
              aria-label={t('discounts.delete', { code: code.code })}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden />
            </Button>
          }
          title={t('discounts.confirmTitle', { code: code.code })}
          description={t('discounts.confirmText')}
          cancel={t('discounts.cancel')}
          confirm={t('discounts.confirm')}
          variant="destructive"
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/** Every discount code, newest first, each with its switch, copy and delete. */
export function DiscountCodeList() {
  const { t } = useAdminTranslation();
  const query = useDiscountCodes();
  // When the panel opened: good enough to tell an expired code, and stable across renders.
  const [now] = useState(() => Date.now());

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('discounts.listTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('discounts.loading')}</span>
            {[0, 1, 2].map((index) => (
              <div key={index} aria-hidden className="grid gap-2 rounded-lg border border-border p-4">
                <div className="h-5 w-32 animate-pulse rounded bg-muted" />
                <div className="h-3 w-48 animate-pulse rounded bg-muted" />
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-destructive">{t('discounts.toast.loadError')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden />
              {t('discounts.retry')}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input px-6 py-10 text-center">
            <TicketPercent aria-hidden className="size-6 text-primary" />
            <p className="max-w-prose text-sm text-muted-foreground">{t('discounts.empty')}</p>
          </div>
        ) : (
          <ul aria-label={t('discounts.listTitle')} className="grid gap-3">
            {query.data.map((code) => (
              <DiscountCodeRow key={code.id} code={code} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
