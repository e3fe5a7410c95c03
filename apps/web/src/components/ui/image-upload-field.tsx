import { useId, useRef, useState } from 'react';
import { base64Of } from '@/lib/file-base64';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from './button';
import { Field } from './field';
import fieldStyles from './field.module.css';
import styles from './image-upload-field.module.css';

/** The image types the server takes, and how large; it reads the type from the bytes: this only spares an upload. */
export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
  /** The translation keys of a type or a size the server would refuse. */
  typeError: string;
  sizeError: string;
}

/** The file the operator chose, checked as the server would check its size and type: a translation key or none. */
export function imageFileError(file: File, rules: ImageRules): string | undefined {
  if (!rules.types.includes(file.type)) return rules.typeError;
  if (file.size > rules.maxBytes) return rules.sizeError;
  return undefined;
}

/** The translated words of one image field. */
export interface ImageUploadTexts {
  label: string;
  hint: string;
  chooseFile: string;
  upload: string;
  uploaded: string;
  remove: string;
  removed: string;
  /** Said while the upload runs, where the field says it. */
  uploading?: string | undefined;
}

interface ImageUploadFieldProps {
  rules: ImageRules;
  texts: ImageUploadTexts;
  /** Sends the image, as base64. */
  upload(image: string): Promise<unknown>;
  /** Removes the uploaded image; the remove button is offered only where there is one to remove. */
  remove?: (() => Promise<unknown>) | undefined;
  busy: boolean;
  uploading: boolean;
  /** Before an upload or a removal: the caller clears its last outcome. */
  onStart?: (() => void) | undefined;
  /** After one, with its outcome for the caller's live region. */
  onDone(text: string): void;
}

/**
 * An uploaded image of the console (a title's poster, a library's logo): a file field whose refusals (type, size,
 * an image the server cannot read) show under it and take the focus, whose description then reads them out, an
 * upload button, and removing the image.
 */
export function ImageUploadField({
  rules,
  texts,
  upload,
  remove,
  busy,
  uploading,
  onStart,
  onDone,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const send = async () => {
    const file = input.current?.files?.[0];
    setError(undefined);
    onStart?.();
    if (!file) return refuse(texts.chooseFile);
    const refused = imageFileError(file, rules);
    if (refused) return refuse(t(refused));
    try {
      await upload(await base64Of(file));
      if (input.current) input.current.value = '';
      onDone(texts.uploaded);
    } catch (err) {
      refuse(t(formErrorKey(err)));
    }
  };

  const removeImage = async (run: () => Promise<unknown>) => {
    setError(undefined);
    onStart?.();
    try {
      await run();
      onDone(texts.removed);
    } catch (err) {
      refuse(t(formErrorKey(err)));
    }
  };

  return (
    <>
      <Field id={`${id}-file`} label={texts.label} hint={texts.hint} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={rules.types.join(',')}
            className={`${fieldStyles.input} ${styles.fileInput}`}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      {uploading && texts.uploading && <p className={styles.muted}>{texts.uploading}</p>}
      <div className={styles.actions}>
        <Button
          variant="primary"
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => void (busy ? undefined : send())}
        >
          {texts.upload}
        </Button>
        {remove && (
          <Button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void (busy ? undefined : removeImage(remove))}
          >
            {texts.remove}
          </Button>
        )}
      </div>
    </>
  );
}
