import { Clock, PenLine, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const FEATURES: { key: 'personal' | 'security' | 'delivery'; icon: LucideIcon }[] = [
  { key: 'personal', icon: PenLine },
  { key: 'security', icon: ShieldCheck },
  { key: 'delivery', icon: Clock },
];

/** The three explanation cards: personal messages, advanced security, smart delivery. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="features-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('landing.features.title')}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex">
            <Card className="w-full">
              <CardHeader className="gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <CardTitle as="h3" className="text-lg">
                  {t(`landing.features.${key}Title`)}
                </CardTitle>
                <CardDescription className="text-base">{t(`landing.features.${key}Text`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
