import { z } from 'zod';
import { Success } from './common';
import { defineEndpoint } from './endpoint';
import * as librarianRoutes from './routes-librarian';
import { SushiCredentials, YearMonth } from './librarian';

/*
 * Usage in the COUNTER Release 5.1 standard form (docs/decisions/063). The SUSHI server itself
 * (/api/sushi/r51/...) speaks the COUNTER_SUSHI API, not this contract's envelope: its answers are the COUNTER
 * JSON below, its errors a single SUSHI exception. The librarian's own calls (the credentials, the tabular
 * report) are ordinary endpoints of the librarian portal.
 */

/** The one report the server offers: Multimedia Item Requests, a Standard View of the Item Report. */
export const COUNTER_RELEASE = '5.1';
export const IR_M1 = 'IR_M1';
export const IR_M1_NAME = 'Multimedia Item Requests';
export const IR_M1_METRICS = ['Total_Item_Requests', 'Unique_Item_Requests'] as const;
export type IrM1Metric = (typeof IR_M1_METRICS)[number];
/** The platform named in every report (COUNTER's Platform and Created_By). */
export const COUNTER_PLATFORM = 'Filmhyllan';
/** The namespace of the service's own identifiers (COUNTER's Proprietary IDs are `namespace:value`). */
export const COUNTER_NAMESPACE = 'filmhyllan';

/**
 * The exceptions the server answers, with the COUNTER 5.1 Code of Practice's messages and HTTP statuses
 * (Appendix D). 3030 and 3031 come in a report's header with status 200; the others stand alone.
 */
export const SUSHI_EXCEPTIONS = {
  1020: { message: 'Client has made too many requests', status: 429 },
  1030: { message: 'Insufficient Information to Process Request', status: 400 },
  2000: { message: 'Requestor Not Authorized to Access Service', status: 401 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', status: 403 },
  2020: { message: 'APIKey Invalid', status: 401 },
  3000: { message: 'Report Not Supported', status: 404 },
  3020: { message: 'Invalid Date Arguments', status: 400 },
  3030: { message: 'No Usage Available for Requested Dates', status: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', status: 200 },
  3050: { message: 'Parameter Not Recognized in this Context', status: 200 },
} as const;
export type SushiExceptionCode = keyof typeof SUSHI_EXCEPTIONS;

/**
 * Wrong credentials a SUSHI caller may send, per customer id and per client address, within the window; past
 * them every call of that customer id or address (correct credentials too) is 1020 with 429 until the oldest
 * failure leaves the window. A harvester sends right credentials, so a few typos stay far below it.
 */
export const SUSHI_FAILED_CREDENTIALS_MAX = 10;
export const SUSHI_FAILED_CREDENTIALS_WINDOW_SECONDS = 15 * 60;

/** COUNTER's SUSHI_error_model in Release 5.1 (Severity is gone from 5.1). */
export const SushiException = z.object({
  Code: z.number().int(),
  Message: z.string(),
  Data: z.string().optional(),
  Help_URL: z.string().optional(),
});
export type SushiException = z.infer<typeof SushiException>;

/** Usage per month, YYYY-MM to a count above zero (COUNTER leaves out the months without usage). */
const MonthCounts = z.record(z.string().regex(/^\d{4}-\d{2}$/), z.number().int().positive());

export const IrM1Report = z.object({
  Report_Header: z.object({
    Release: z.literal(COUNTER_RELEASE),
    Report_ID: z.literal(IR_M1),
    Report_Name: z.literal(IR_M1_NAME),
    Created: z.string(),
    Created_By: z.string(),
    Institution_ID: z.record(z.string(), z.array(z.string())),
    Institution_Name: z.string(),
    Report_Filters: z.object({
      Metric_Type: z.array(z.enum(IR_M1_METRICS)),
      Begin_Date: z.string(),
      End_Date: z.string(),
      Data_Type: z.array(z.string()),
      Access_Method: z.array(z.string()),
    }),
    Exceptions: z.array(SushiException).optional(),
  }),
  Report_Items: z.array(
    z.object({
      Items: z.array(
        z.object({
          Item: z.string(),
          Publisher: z.string(),
          Platform: z.string(),
          Item_ID: z.object({ Proprietary: z.string() }),
          Attribute_Performance: z.array(
            z.object({
              Data_Type: z.string(),
              Performance: z.object({
                Total_Item_Requests: MonthCounts,
                Unique_Item_Requests: MonthCounts,
              }),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type IrM1Report = z.infer<typeof IrM1Report>;

export const rotateSushiKey = defineEndpoint({
  ...librarianRoutes.rotateSushiKey,
  tag: 'librarian',
  summary: "Make or replace the library's SUSHI API key",
  description:
    'Designed by us (issue 29; docs/decisions/063). Makes a new random api_key for the COUNTER SUSHI server ' +
    '(/api/sushi/r51/reports/ir_m1); the old key stops working at once, on every process. The first call also ' +
    'makes the requestor_id, which later calls keep. The key is stored encrypted (AES-256-GCM, a key derived ' +
    "from APP_SECRET for this purpose alone), since the library's librarians read it back in get_general_info. " +
    'The audit log records the rotation, never the key.',
  request: z.object({}),
  response: Success.extend(SushiCredentials.shape),
});

/** The most months one tabular report covers (COUNTER's Standard Views are often a year or two). */
export const COUNTER_REPORT_MAX_MONTHS = 36;

export const exportCounterReport = defineEndpoint({
  ...librarianRoutes.exportCounterReport,
  tag: 'librarian',
  summary: 'The COUNTER 5.1 IR_M1 report as a tabular CSV file',
  description:
    'Designed by us (issue 29; docs/decisions/063). The same report as the SUSHI server answers in JSON, in ' +
    "COUNTER's tabular layout: the header rows (Report_Name … Created_By, Registry_Record), a blank row, then " +
    'Item, Publisher, Publisher_ID, Platform, Proprietary_ID, Data_Type, Metric_Type, Reporting_Period_Total ' +
    "and one column per month (Mmm-YYYY), for the library's calendar months begin_month to end_month " +
    `(at most ${COUNTER_REPORT_MAX_MONTHS}). Like export_statistics: UTF-8 with a byte order mark, CRLF line ` +
    'ends, semicolons between fields. Sent as an attachment named filmhyllan-IR_M1-<begin>-<end>.csv. ' +
    'VALIDATION_FAILED when end_month is before begin_month or the range is too long.',
  request: z.object({ begin_month: YearMonth, end_month: YearMonth }),
  response: z.string().describe('The CSV file'),
});
