export const defaultMedia = {
  map: { src: "/images/contact/map.svg", alt: "Street map around our office, with a marker at {address}" },
  video: {
    src: "/video/company.mp4",
    alt: "Title cards: {company}, mobile apps for iOS and Android, web development with UI/UX design and QA, support 24/7/365, internships and training. No sound.",
  },
  poster: { src: "/video/company-poster.webp", alt: "The first title card of the video: {company}" },
  captions: { src: "/video/company.vtt", alt: "" },
};
