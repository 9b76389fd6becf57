/**
 * The checkout form's flat field names (`customer.firstName`) and their mapping to the nested input of
 * `checkoutSchema`, used by the browser's validator and the server's action alike. Only the fields the
 * schema knows are read: prices, totals or a status posted with the form never reach the service.
 * Pure: no I/O, no React.
 */

export const CUSTOMER_FIELDS = ["firstName", "lastName", "email", "phone", "companyName"] as const;
export const ADDRESS_FIELDS = ["street", "houseNumber", "zipCode", "city", "country"] as const;

/** Every field in the order the page shows it (error summary, first focus). */
export const CHECKOUT_FIELDS = [
  ...CUSTOMER_FIELDS.map((f) => `customer.${f}`),
  "fulfilment",
  "locationId",
  ...ADDRESS_FIELDS.map((f) => `deliveryAddress.${f}`),
  "paymentMethod",
  "acceptTerms",
  "acceptCancellationPolicy",
  "note",
] as const;

type FormValues = Record<string, FormDataEntryValue | string | undefined>;

const str = (v: FormDataEntryValue | string | undefined): string => (typeof v === "string" ? v : "");

/**
 * The schema's input from posted form values. The location only with pickup; the postal address with
 * delivery, or always when the page asks for it (`addressRequired`: a car in the cart), else it is left
 * out (the hidden section may still hold what the visitor typed before switching). The server checks
 * against the cart that a car's order has an address, whatever the form says.
 */
export function checkoutInputFromForm(values: FormValues): Record<string, unknown> {
  const fulfilment = str(values.fulfilment) || undefined;
  const customer = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, str(values[`customer.${f}`])]));
  const input: Record<string, unknown> = {
    idempotencyKey: str(values.idempotencyKey),
    customer,
    fulfilment,
    paymentMethod: str(values.paymentMethod) || undefined,
    acceptTerms: values.acceptTerms === "on",
    acceptCancellationPolicy: values.acceptCancellationPolicy === "on",
    note: str(values.note) || undefined,
  };
  if (fulfilment === "pickup") input.locationId = str(values.locationId) || undefined;
  if (fulfilment === "delivery" || values.addressRequired === "1") {
    input.deliveryAddress = Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [f, str(values[`deliveryAddress.${f}`])]),
    );
  }
  return input;
}

/**
 * Field errors keyed by the form's field names. An error on a whole group (`deliveryAddress`) or on
 * a name the form does not show lands on the group's first field, or in the summary under `form`.
 */
export function checkoutFieldErrors(
  fields: Record<string, readonly string[] | undefined>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, keys] of Object.entries(fields)) {
    if (!keys?.length) continue;
    const target = (CHECKOUT_FIELDS as readonly string[]).includes(name)
      ? name
      : (CHECKOUT_FIELDS.find((f) => f.startsWith(`${name}.`)) ?? "form");
    out[target] = [...(out[target] ?? []), ...keys];
  }
  return out;
}

/** What to show again after a refused submit: the typed texts and choices, capped in length. */
export function echoCheckoutValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  const known = new Set<string>([...CHECKOUT_FIELDS, "idempotencyKey"]);
  for (const [k, v] of form) {
    if (known.has(k) && typeof v === "string") out[k] = v.slice(0, 2000);
  }
  return out;
}
