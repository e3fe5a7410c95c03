import type { LibrarianList } from '@filmhyllan/contract';
import type { LibrarianListView } from '../../modules/librarian-lists/librarian-lists.service';

/** A librarian's list under the contract's names. */
export const presentLibrarianList = (list: LibrarianListView): LibrarianList => ({
  list_id: list.id,
  heading_sv: list.headings.sv,
  heading_no: list.headings.no,
  heading_fi: list.headings.fi,
  heading_en: list.headings.en,
  starts_on: list.startsOn,
  ends_on: list.endsOn,
  position: list.position,
  in_schedule: list.inSchedule,
  titles: list.titles,
});
