import { Feather, Send, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Point = {
  icon: LucideIcon;
  titleKey: `auth.hero.${'types' | 'delivery' | 'security'}Title`;
  textKey: `auth.hero.${'types' | 'delivery' | 'security'}Text`;
};

const POINTS: Point[] = [
  { icon: Feather, titleKey: 'auth.hero.typesTitle', textKey: 'auth.hero.typesText' },
  { icon: Send, titleKey: 'auth.hero.deliveryTitle', textKey: 'auth.hero.deliveryText' },
  { icon: ShieldCheck, titleKey: 'auth.hero.securityTitle', textKey: 'auth.hero.securityText' },
];

/** The panel beside the auth forms: what the product is for, in three points. */
export function AuthHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="auth-hero-title"
      className="flex flex-col justify-center gap-8 rounded-2xl bg-primary p-10 text-primary-foreground shadow-sm"
    >
      <div className="grid gap-3">
        <h2 id="auth-hero-title" className="text-3xl font-semibold tracking-tight text-balance">
          {t('auth.hero.title')}
        </h2>
        <p className="text-base text-primary-foreground/85">{t('auth.hero.text')}</p>
      </div>
      <ul className="grid gap-6">
        {POINTS.map(({ icon: Icon, titleKey, textKey }) => (
          <li key={titleKey} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/12">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="grid gap-1">
              <p className="font-semibold">{t(titleKey)}</p>
              <p className="text-sm text-primary-foreground/85">{t(textKey)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
