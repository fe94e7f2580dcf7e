import { useTranslation } from 'react-i18next';

const STEPS = ['write', 'protect', 'deliver'] as const;

/** The three steps from writing a message to its arrival. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="how-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('landing.how.title')}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold">{t(`landing.how.${step}Title`)}</h3>
              <p className="text-muted-foreground">{t(`landing.how.${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
