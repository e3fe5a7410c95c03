/**
 * Types for the parts of the National Library of Finland's MARC packages this module uses (they ship JavaScript
 * only). Read from @natlibfi/marc-record 10 and @natlibfi/marc-record-serializers 11.
 */
declare module '@natlibfi/marc-record' {
  export interface MarcSubfield {
    code: string;
    value?: string;
  }
  export interface MarcControlField {
    tag: string;
    value: string;
  }
  export interface MarcDataField {
    tag: string;
    ind1: string;
    ind2: string;
    subfields: MarcSubfield[];
  }
  export type MarcField = MarcControlField | MarcDataField;
  export interface MarcValidationOptions {
    strict?: boolean;
    noFailValidation?: boolean;
    fields?: boolean;
    subfields?: boolean;
    subfieldValues?: boolean;
    controlFieldValues?: boolean;
    leader?: boolean;
    characters?: boolean;
    noControlCharacters?: boolean;
    noAdditionalProperties?: boolean;
  }
  export class MarcRecord {
    constructor(record?: { leader: string; fields: MarcField[] }, validationOptions?: MarcValidationOptions);
    leader: string;
    fields: MarcField[];
    get(query: RegExp | string): MarcField[];
    getControlfields(): MarcControlField[];
    getDatafields(): MarcDataField[];
    /** The leader and fields as plain data. */
    toObject(): { leader: string; fields: MarcField[] };
    toString(): string;
  }
}

declare module '@natlibfi/marc-record-serializers' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';
  import type { MarcRecord, MarcValidationOptions } from '@natlibfi/marc-record';

  /** MARCXML (MARC 21 slim): one <record> per call; the reader emits 'data' per record, then 'end'. */
  export const MARCXML: {
    to(record: MarcRecord, options?: { omitDeclaration?: boolean; indent?: boolean }): string;
    from(xml: string, validationOptions?: MarcValidationOptions): Promise<MarcRecord>;
    reader(stream: Readable, validationOptions?: MarcValidationOptions, nameSpace?: string): EventEmitter;
  };

  /** ISO 2709 exchange format (UTF-8): each record ends with the record terminator 0x1D. */
  export const ISO2709: {
    to(record: MarcRecord): string;
    from(data: string, validationOptions?: MarcValidationOptions): MarcRecord;
    reader(stream: Readable, validationOptions?: MarcValidationOptions): EventEmitter;
  };
}
