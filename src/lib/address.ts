/** A postal address on one line, as the footer and the legal pages print it. */
export function formatAddress(a: {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}): string {
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}
