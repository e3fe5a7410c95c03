import { z } from 'zod';
import { LIST_HEADING_MAX, LIST_TITLES_MAX, type LibrarianList } from '@filmhyllan/contract';
import type { SaveListInput } from './api/lists';

export const headingLanguages = ['sv', 'no', 'fi', 'en'] as const;
export type HeadingLanguage = (typeof headingLanguages)[number];

/** A picked title or series as the form lists it. */
export interface PickedTitle {
  id: number;
  name: string;
  series: boolean;
  lent: boolean;
}

export interface ListFormValues {
  heading_sv: string;
  heading_no: string;
  heading_fi: string;
  heading_en: string;
  starts_on: string;
  ends_on: string;
  titles: PickedTitle[];
}

/** Every field a message can be put on, in the order of the form. */
export const listFieldOrder = [
  'heading_sv',
  'heading_no',
  'heading_fi',
  'heading_en',
  'starts_on',
  'ends_on',
  'titles',
] as const satisfies readonly (keyof ListFormValues)[];
export type ListFormField = (typeof listFieldOrder)[number];

const heading = z.string().trim().max(LIST_HEADING_MAX, { error: 'error_validation_failed' });
const day = z.union([z.literal(''), z.iso.date({ error: 'error_validation_failed' })]);

/**
 * The form's rules, those of save_list: the heading in the library's language (`required`) is needed, the end
 * may not come before the start, and one to LIST_TITLES_MAX titles. Messages are translation keys.
 */
export function listFormSchema(required: HeadingLanguage) {
  return z
    .object({
      heading_sv: heading,
      heading_no: heading,
      heading_fi: heading,
      heading_en: heading,
      starts_on: day,
      ends_on: day,
      titles: z
        .array(z.object({ id: z.number(), name: z.string(), series: z.boolean(), lent: z.boolean() }))
        .min(1, { error: 'list_titles_required' })
        .max(LIST_TITLES_MAX, { error: 'list_titles_too_many' }),
    })
    .superRefine((values, ctx) => {
      if (!values[`heading_${required}`]) {
        ctx.addIssue({ code: 'custom', path: [`heading_${required}`], message: 'list_heading_required' });
      }
      if (values.starts_on && values.ends_on && values.ends_on < values.starts_on) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'list_dates_reversed' });
      }
    });
}

/** A stored list (or none, for a new one) as the form shows it. */
export const toListFormValues = (list: LibrarianList | null): ListFormValues => ({
  heading_sv: list?.heading_sv ?? '',
  heading_no: list?.heading_no ?? '',
  heading_fi: list?.heading_fi ?? '',
  heading_en: list?.heading_en ?? '',
  starts_on: list?.starts_on ?? '',
  ends_on: list?.ends_on ?? '',
  titles: list?.titles ?? [],
});

/** The checked form as save_list takes it. */
export const toSaveListInput = (values: ListFormValues, listId: number | null): SaveListInput => ({
  ...(listId === null ? {} : { list_id: listId }),
  heading_sv: values.heading_sv.trim(),
  heading_no: values.heading_no.trim(),
  heading_fi: values.heading_fi.trim(),
  heading_en: values.heading_en.trim(),
  title_ids: `[${values.titles.map((title) => title.id).join(',')}]`,
  starts_on: values.starts_on,
  ends_on: values.ends_on,
});
