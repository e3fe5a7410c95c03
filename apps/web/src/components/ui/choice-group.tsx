import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './choice-group.module.css';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  /** The first box's id, which the error summary links to. */
  id: string;
  legend: string;
  choices: readonly Choice[];
  /** react-hook-form's registration of the list field: each checked box adds its value. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * A list field as a group of checkboxes (genres, countries, languages): a fieldset whose legend names the list,
 * every choice a box with its label, operated with Tab and Space like any checkbox. An error names what is wrong
 * under the legend, and every box is described by it.
 */
export function ChoiceGroup({ id, legend, choices, registration, error }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.choiceGrid}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="checkbox"
              value={choice.value}
              id={index === 0 ? id : undefined}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
