import fieldStyles from '@/components/ui/field.module.css';

/**
 * A failure that concerns the whole form (the server could not be reached, a wrong card or PIN). Always in the
 * page, so that a message put into it is announced at once.
 */
export function FormAlert({ id, message }: { id?: string; message: string }) {
  return (
    <div id={id} role="alert" className={fieldStyles.formError}>
      {message}
    </div>
  );
}
