import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '@app/proto/rules/reactions';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { saveReaction } from '../api/save-reaction';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { REACTION_ICONS, SOLID_WHEN_CHOSEN } from '../../../components/message/reaction-icons';

// The spec's burst lasts one second; the CSS animation (index.css) lasts as long.
export const BURST_MS = 1000;
// Where the burst's dots fly to, around the button.
const DOTS = [0, 60, 120, 180, 240, 300].map((degrees) => {
  const radians = (degrees * Math.PI) / 180;
  return { x: `${Math.round(Math.cos(radians) * 30)}px`, y: `${Math.round(Math.sin(radians) * 30)}px` };
});

type ReactionRowProps = {
  accessCode: string;
  initial: Reaction | null;
};

/**
 * Seven reactions, one at a time: choosing one saves it, choosing it again clears it. The choice shows
 * at once and is put back if the server refuses it.
 */
export function ReactionRow({ accessCode, initial }: ReactionRowProps) {
  const { t } = useAccessTranslation();
  // The reactions' names are shared: the sender's list shows the same words.
  const { t: tCommon } = useTranslation();
  const { toast } = useToast();
  const [reaction, setReaction] = useState<Reaction | null>(initial);
  const [burst, setBurst] = useState<{ reaction: Reaction; key: number } | null>(null);
  const pending = useRef(false);
  const bursts = useRef(0);
  const burstTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(burstTimer.current), []);

  const choose = async (chosen: Reaction) => {
    // One change at a time, so the server and the screen never disagree on the order.
    if (pending.current) return;
    pending.current = true;
    const previous = reaction;
    const next = previous === chosen ? null : chosen;
    setReaction(next);
    if (next) {
      // A new key restarts the animation when the same reaction is chosen again within the second.
      bursts.current += 1;
      setBurst({ reaction: next, key: bursts.current });
      clearTimeout(burstTimer.current);
      burstTimer.current = setTimeout(() => setBurst(null), BURST_MS);
    }
    try {
      await saveReaction(accessCode, next);
      toast(
        next
          ? {
              title: t('reactions.savedTitle'),
              description: t('reactions.savedText', { reaction: tCommon(`reactions.${next}`) }),
            }
          : { title: t('reactions.removedTitle') },
      );
    } catch (error) {
      setReaction(previous);
      setBurst(null);
      toast({
        variant: 'destructive',
        title: t('reactions.errorTitle'),
        description: serverMessage(error) ?? t('reactions.errorFallback'),
      });
    } finally {
      pending.current = false;
    }
  };

  return (
    <section aria-labelledby="reactions-title" className="grid gap-3 print:hidden">
      <div className="grid gap-1">
        <h2 id="reactions-title" className="text-lg font-semibold tracking-tight">
          {t('reactions.title')}
        </h2>
        <p id="reactions-text" className="text-sm text-muted-foreground">
          {t('reactions.text')}
        </p>
      </div>
      <div
        role="group"
        aria-labelledby="reactions-title"
        aria-describedby="reactions-text"
        className="flex flex-wrap gap-1.5 sm:gap-2"
      >
        {REACTIONS.map((name) => {
          const Icon = REACTION_ICONS[name];
          const selected = reaction === name;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={selected}
              aria-label={tCommon(`reactions.${name}`)}
              title={tCommon(`reactions.${name}`)}
              onClick={() => void choose(name)}
              className={cn(
                'relative flex size-11 cursor-pointer items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected
                  ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                  : 'border-border bg-card text-muted-foreground hover:border-primary/40 hover:bg-primary-soft hover:text-primary',
              )}
            >
              <Icon
                aria-hidden
                className={cn('size-5', selected && SOLID_WHEN_CHOSEN.has(name) && 'fill-current')}
              />
              {burst?.reaction === name ? (
                <span
                  key={burst.key}
                  aria-hidden
                  data-testid="reaction-burst"
                  className="pointer-events-none absolute inset-0 motion-reduce:hidden"
                >
                  <span className="absolute inset-0 animate-burst-ring rounded-full border-2 border-primary" />
                  {DOTS.map((dot, index) => (
                    <span
                      key={index}
                      style={{ '--burst-x': dot.x, '--burst-y': dot.y } as CSSProperties}
                      className="absolute top-1/2 left-1/2 -mt-1 -ml-1 size-2 animate-burst-dot rounded-full bg-primary"
                    />
                  ))}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
