import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { PinFormat } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { fieldErrorKey } from '@/lib/form-errors';
import { Field } from './field';

type CardField = 'card_number' | 'pin_code';

/** What each field says when the contract refuses it. */
const invalidKeys = { card_number: 'loan_card_number_invalid', pin_code: 'loan_pin_invalid' } as const;

interface LibraryCardFieldsProps {
  /** The form's register (react-hook-form) for a form with card_number and pin_code. */
  register: (name: CardField) => UseFormRegisterReturn;
  errors: Partial<Record<CardField, FieldError>>;
  /** The inputs' class: the form's own look. */
  inputClassName: string | undefined;
  /** The library's PINs (get_library): digits bring a numeric keypad on phones, text the full keyboard. */
  pinFormat: PinFormat;
}

/**
 * A library card's number and PIN, where a patron types them: borrowing with a typed card and saving a card to
 * the account. Neither field is ever filled in by the browser (autoComplete off) and the PIN is hidden. A
 * library whose own system checks PINs may use letters in them, so its PIN field keeps the full keyboard.
 */
export function LibraryCardFields({ register, errors, inputClassName, pinFormat }: LibraryCardFieldsProps) {
  const { t } = useTranslation();
  const error = (name: CardField) => {
    const key = fieldErrorKey(errors[name], invalidKeys[name]);
    return key && t(key);
  };
  return (
    <>
      <Field label={t('card_number')} error={error('card_number')}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...register('card_number')}
          />
        )}
      </Field>
      <Field label={t('pin_code')} error={error('pin_code')}>
        {(control) => (
          <input
            {...control}
            type="password"
            inputMode={pinFormat === 'digits' ? 'numeric' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className={inputClassName}
            {...register('pin_code')}
          />
        )}
      </Field>
    </>
  );
}
