/** PayPal answered with a 4xx: the call was understood and refused, so retrying it unchanged will not help. */
export class PaypalError extends Error {
  override readonly name = 'PaypalError';
  readonly status: number;
  /** `details[0].issue` (e.g. INSTRUMENT_DECLINED) or, from the token endpoint, the OAuth `error`. */
  readonly issue: string | undefined;
  readonly debugId: string | undefined;
  /** The body's `name`, e.g. UNPROCESSABLE_ENTITY or RESOURCE_NOT_FOUND. */
  readonly paypalName: string | undefined;

  constructor(
    message: string,
    fields: { status: number; issue?: string; debugId?: string; paypalName?: string },
  ) {
    super(message);
    this.status = fields.status;
    this.issue = fields.issue;
    this.debugId = fields.debugId;
    this.paypalName = fields.paypalName;
  }
}

/** PayPal could not be reached, timed out or kept answering 5xx after every retry; the outcome is unknown. */
export class PaypalUnavailableError extends Error {
  override readonly name = 'PaypalUnavailableError';
}
