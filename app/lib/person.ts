export const personName = (person: { name?: string | null; email: string }): string =>
  person.name || person.email;
