import { useId, useState, type FormEvent } from 'react';
import { STATISTICS_MAX_DAYS } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { quickRange, quickRanges, type DateRange, type RangeProblem } from '../statistics-range';
import styles from './statistics.module.css';

interface RangePickerProps {
  /** The range in the inputs: the one asked for, or this month so far. */
  value: DateRange;
  /** What is wrong with the range asked for, if anything. */
  problem: RangeProblem | undefined;
  today: string;
  /** A range was asked for (the screen checks it); null: this month so far, the server's default. */
  onChange(range: DateRange | null): void;
}

/**
 * The range of the statistics: two native date fields (each browser's own accessible date picker) and a button,
 * plus quick choices that apply at once. A range the server would refuse is named in words under the fields and
 * not asked for.
 */
export function RangePicker({ value, problem, today, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  // What is typed; the screen gives the picker a new key when the range changes from outside (a quick choice,
  // the back button), which starts it afresh from `value`.
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from, to });
  };
  const invalid = problem ? true : undefined;
  const described = problem ? errorId : undefined;

  return (
    <form className={styles.rangePicker} onSubmit={submit} noValidate aria-label={t('statistics_range')}>
      <div className={styles.rangeFields}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-from`} className={fieldStyles.label}>
            {t('statistics_range_from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            className={fieldStyles.input}
            value={from}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-to`} className={fieldStyles.label}>
            {t('statistics_range_to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            className={fieldStyles.input}
            value={to}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" className={styles.rangeSubmit}>
          {t('statistics_range_show')}
        </Button>
      </div>
      <p id={errorId} role="alert" className={fieldStyles.fieldError}>
        {problem && t(`statistics_range_${problem}`, { max: STATISTICS_MAX_DAYS })}
      </p>
      <div className={styles.quickRanges} role="group" aria-label={t('statistics_quick_ranges')}>
        {quickRanges.map((choice) => (
          <Button
            key={choice}
            size="small"
            variant="ghost"
            // This month is the server's own default: no range in the URL.
            onClick={() => onChange(choice === 'this_month' ? null : quickRange(choice, today))}
          >
            {t(`statistics_range_${choice}`)}
          </Button>
        ))}
      </div>
    </form>
  );
}
