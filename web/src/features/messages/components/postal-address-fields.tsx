import {
  isPostalCountry,
  POSTAL_COUNTRIES,
  POSTAL_FORMATS,
  POSTAL_LIMITS,
  type PostalAddressField,
} from '@app/proto/rules/postal-address';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import type { PostalAddressDraft } from '../utils/message-draft';

type PostalAddressFieldsProps = {
  address: PostalAddressDraft;
  onChange: (address: PostalAddressDraft) => void;
  errors: Record<string, string | undefined>;
};

/** Where the letter goes: the country first, since it decides the postal code's format and the region. */
export function PostalAddressFields({ address, onChange, errors }: PostalAddressFieldsProps) {
  const { t, i18n } = useMessagesTranslation();
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const format = isPostalCountry(address.country) ? POSTAL_FORMATS[address.country] : null;
  const set = (part: PostalAddressField) => (event: { target: { value: string } }) =>
    onChange({ ...address, [part]: event.target.value });
  const field = (part: PostalAddressField) => ({
    id: `field-postal-${part}`,
    value: address[part],
    error: errors[`field-postal-${part}`],
    onChange: set(part),
  });

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">{t('delivery.address.legend')}</legend>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="field-postal-country">{t('delivery.address.country')}</Label>
        <NativeSelect
          id="field-postal-country"
          autoComplete="country"
          value={address.country}
          onChange={set('country')}
        >
          {POSTAL_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryNames.of(country) ?? country}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FormField
        {...field('name')}
        label={t('delivery.address.name')}
        autoComplete="off"
        maxLength={POSTAL_LIMITS.name}
      />
      <FormField
        {...field('line1')}
        label={t('delivery.address.line1')}
        placeholder={t('delivery.address.line1Placeholder')}
        autoComplete="off"
        maxLength={POSTAL_LIMITS.line}
      />
      <FormField
        {...field('line2')}
        label={t('delivery.address.line2')}
        placeholder={t('delivery.address.line2Placeholder')}
        autoComplete="off"
        maxLength={POSTAL_LIMITS.line}
      />
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField
          {...field('postalCode')}
          label={t('delivery.address.postalCode')}
          placeholder={format?.example}
          autoComplete="off"
          maxLength={12}
        />
        <FormField
          {...field('city')}
          label={t('delivery.address.city')}
          autoComplete="off"
          maxLength={POSTAL_LIMITS.city}
        />
      </div>
      <FormField
        {...field('region')}
        label={format?.regionRequired ? t('delivery.address.region') : t('delivery.address.regionOptional')}
        autoComplete="off"
        maxLength={POSTAL_LIMITS.region}
        className="sm:max-w-xs"
      />
    </fieldset>
  );
}
