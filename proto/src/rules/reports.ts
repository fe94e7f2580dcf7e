/**
 * Why a reader reports a message (docs/recipient-api.md, "Reporting a message"): the reasons the form offers
 * and the access service accepts, and how much the reporter may add in their own words.
 */
export const REPORT_REASONS = ['harassment', 'threat', 'impersonation', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;

export function isReportReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** What an admin decides about a reported message. */
export const REPORT_RESOLUTIONS = ['release', 'delete'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
