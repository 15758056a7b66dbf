const MAP_SEARCH = "https://www.openstreetmap.org/search?query=";

export const mapSearchFor = (address: string) => `${MAP_SEARCH}${encodeURIComponent(address)}`;

/** A map link the site made follows the street address; one the owner set by hand is kept. */
export const mapLinkOf = (profile: { address: string; mapLink: string }) =>
  profile.mapLink.startsWith(MAP_SEARCH) ? mapSearchFor(profile.address) : profile.mapLink;
