/** The template of the plural form that fits `count`, in the site's language. */
export function pluralOf<T>(forms: { readonly one: T; readonly other: T }, count: number): T {
  return new Intl.PluralRules("en-US").select(count) === "one" ? forms.one : forms.other;
}
