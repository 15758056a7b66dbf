export interface Client {
  name: string;
  /** Our own drawing of the client's mark, under public/. */
  logo: string;
}

/** The five clients shown in the home carousel and on the Clients page. */
export const clients: Client[] = [
  { name: "iGate", logo: "/images/clients/igate.svg" },
  { name: "Neoteric", logo: "/images/clients/neoteric.svg" },
  { name: "Codetech", logo: "/images/clients/codetech.svg" },
  { name: "Polaris", logo: "/images/clients/polaris.svg" },
  { name: "Comtug", logo: "/images/clients/comtug.svg" },
];
