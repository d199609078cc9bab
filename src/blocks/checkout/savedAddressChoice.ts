/** The delivery fields a saved address fills, by the checkout form's field names. */
const ADDRESS_FIELDS = ["name", "line1", "line2", "city", "region", "postalCode", "country"] as const;

/**
 * What the delivery fields hold after a choice of the saved addresses: the chosen address's
 * values (its `data-address` JSON), or, for "Another address" (no data), empty fields in the
 * country already chosen, so the shipping options stay those of that country until it changes.
 */
export function fieldsAfterChoice(data: string | undefined, country: string): Record<(typeof ADDRESS_FIELDS)[number], string> {
  const chosen = data ? (JSON.parse(data) as Partial<Record<string, unknown>>) : {};
  const value = (name: string) => (typeof chosen[name] === "string" ? (chosen[name] as string) : "");
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, name === "country" && !data ? country : value(name)])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >;
}

/**
 * Makes the checkout's saved address choices fill the delivery fields, then announces a change
 * of the country so the island prices the shipping of the address chosen.
 */
export function followSavedAddresses(form: HTMLFormElement): void {
  const field = (name: string) => {
    const found = form.elements.namedItem(name);
    return found instanceof HTMLInputElement || found instanceof HTMLSelectElement ? found : null;
  };
  form.querySelectorAll<HTMLInputElement>('input[name="savedAddress"]').forEach((choice) =>
    choice.addEventListener("change", () => {
      const values = fieldsAfterChoice(choice.dataset.address, field("country")?.value ?? "");
      for (const [name, value] of Object.entries(values)) {
        const target = field(name);
        if (target) target.value = value;
      }
      field("country")?.dispatchEvent(new Event("change"));
    }),
  );
}
