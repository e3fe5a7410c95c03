import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import { z } from 'zod';
import { type PinFormat, type SavedCardRef, createSavedCard } from '@filmhyllan/contract';
import { LibraryCardFields } from '@/components/ui/library-card-fields';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useSaveLibraryCard } from '../api/create-saved-card';
import { FormAlert } from './form-alert';
import { ModalDone } from './modal-done';
import { ModalFormActions } from './modal-form-actions';
import styles from './account-modal.module.css';

/** What the layout's library dropdown is given (features do not import each other: the layout composes it). */
export interface LibraryChoice {
  value: number | undefined;
  onChoose(libraryId: number): void;
  describedBy: string | undefined;
  invalid: boolean;
}

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');
const { card_number, pin_code } = createSavedCard.request.shape;

/**
 * The contract's create_inventory request as a form: card number and PIN without any whitespace, as at a loan
 * (spec section 5), and a library that must be chosen (the dropdown gives only libraries' ids: what can be
 * wrong with it is that there is none yet).
 */
const cardForm = z.object({
  library_id: z.number(),
  card_number: z.string().transform(withoutWhitespace).pipe(card_number),
  pin_code: z.string().transform(withoutWhitespace).pipe(pin_code),
});
type CardFormInput = z.input<typeof cardForm>;
type CardFormValues = z.output<typeof cardForm>;
const cardFields = ['library_id', 'card_number', 'pin_code'] as const;

interface AddLibraryCardModalProps {
  open: boolean;
  onClose(): void;
  /** The library to start with (the page's, or the one the profile asked for). */
  libraryId: number | undefined;
  /** The library dropdown. */
  renderLibrarySelect(choice: LibraryChoice): ReactNode;
  /** What the chosen library's PINs look like (the PIN field's keyboard). */
  pinFormatOf(libraryId: number | undefined): PinFormat;
  /** Saved: the user's saved cards now. The caller refreshes the loan information shown elsewhere. */
  onSaved(cards: SavedCardRef[]): void;
}

/**
 * Add library card (spec sections 2, 4 and 5): library, card number and PIN. The PIN is checked by the
 * library and never kept. A wrong card or PIN says so, and the PIN is cleared for another try.
 */
export function AddLibraryCardModal({ open, onClose, ...form }: AddLibraryCardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('add_library_card')} onClose={onClose}>
      <AddCardForm onClose={onClose} {...form} />
    </Modal>
  );
}

function AddCardForm({
  onClose,
  libraryId,
  renderLibrarySelect,
  pinFormatOf,
  onSaved,
}: Omit<AddLibraryCardModalProps, 'open'>) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveLibraryCard();
  const [formError, setFormError] = useState('');
  const form = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(cardForm),
    defaultValues: { library_id: libraryId, card_number: '', pin_code: '' },
    // The dropdown is a Controller, not an input: the form's own field order decides the focus (onInvalid).
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (card) => {
      if (save.isPending) return;
      setFormError('');
      save.mutate(card, {
        onSuccess: ({ inventories }) => onSaved(inventories),
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, cardFields)) return;
          setFormError(t(formErrorKey(error)));
          if (isApiError(error) && error.code === 'WRONG_CARD_OR_PIN') {
            form.setValue('pin_code', '');
            form.setFocus('pin_code');
          }
        },
      });
    },
    (invalid) => {
      const first = cardFields.find((name) => invalid[name]);
      if (first) form.setFocus(first);
    },
  );

  if (save.isSuccess) return <ModalDone message={t('library_card_saved')} onOk={onClose} />;

  const error = (name: (typeof cardFields)[number], invalidKey: string) => {
    const key = fieldErrorKey(errors[name], invalidKey);
    return key && t(key);
  };
  const libraryError = error('library_id', 'choose_library');
  const libraryErrorId = `${id}-library-error`;

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={formError} />
      <Controller
        control={form.control}
        name="library_id"
        render={({ field }) => (
          <div
            className={styles.library}
            // The dropdown is a combobox of its own: a failed check focuses it through this box.
            ref={(box) =>
              field.ref(box && { focus: () => box.querySelector<HTMLElement>('[role="combobox"]')?.focus() })
            }
          >
            {renderLibrarySelect({
              value: field.value,
              onChoose: field.onChange,
              describedBy: libraryError ? libraryErrorId : undefined,
              invalid: !!libraryError,
            })}
            {libraryError && (
              <p id={libraryErrorId} className={fieldStyles.fieldError}>
                {libraryError}
              </p>
            )}
          </div>
        )}
      />
      <LibraryCardFields
        register={form.register}
        errors={errors}
        inputClassName={fieldStyles.input}
        pinFormat={pinFormatOf(form.watch('library_id'))}
      />
      <ModalFormActions submitLabel={t('save')} busy={save.isPending} onCancel={onClose} />
    </form>
  );
}
