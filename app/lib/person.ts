/** How the admin area names a person: the name they gave, else their email address. */
export const personName = (person: { name?: string | null; email: string }): string =>
  person.name || person.email;
